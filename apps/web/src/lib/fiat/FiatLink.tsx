'use client';
import type { ReactNode } from 'react';
import { useFiat, useFiatMethods } from '@/lib/request/client-context';
import { fiatHref, fiatLinkShows } from './fiat-links';
import type { FiatDependence } from '@/lib/nav/nav-model';

/**
 * A menu item (`<li>` and its link) that follows the visitor's fiat (buy crypto, P2P): the fiat
 * is filled into its href, and it disappears when the fiat lacks the method it needs. A fiat
 * chosen in the settings or the pay-with selector shows here at once, with no server round trip.
 */
export function FiatLinkItem({ fiat, className, children }: { fiat: FiatDependence; className?: string; children: ReactNode }) {
  const current = useFiat();
  const methods = useFiatMethods();
  if (!fiatLinkShows(fiat.method, methods)) return null;
  return (
    <li>
      <a className={className} href={fiatHref(fiat.template, current)}>
        {children}
      </a>
    </li>
  );
}

/** A group of menu links that hides when none of its links shows for the current fiat. */
export function FiatGroup({ needs, children }: { needs: readonly (FiatDependence | undefined)[]; children: ReactNode }) {
  const methods = useFiatMethods();
  return needs.some((need) => fiatLinkShows(need?.method, methods)) ? children : null;
}
