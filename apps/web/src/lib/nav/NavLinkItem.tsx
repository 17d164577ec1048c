import type { ReactNode } from 'react';
import { FiatLinkItem } from '@/lib/fiat/FiatLink';
import type { LinkView } from './nav-view';
import { ComingSoonLink } from '@/lib/overlays/ComingSoon';

/**
 * One menu link as a list item, wherever the menus are drawn (the bar's panels, the phone drawer):
 * an upcoming feature opens "Stay tuned!" instead of navigating, a fiat-dependent link follows
 * the fiat in force (and is left out when that fiat has no such method), any other is a plain link.
 */
export function NavLinkItem({ link, className, children }: { link: LinkView; className: string; children: ReactNode }) {
  if (link.fiat && !link.comingSoon) {
    return (
      <FiatLinkItem fiat={link.fiat} className={className}>
        {children}
      </FiatLinkItem>
    );
  }
  return (
    <li>
      {link.comingSoon ? (
        <ComingSoonLink className={className} name={link.key}>
          {children}
        </ComingSoonLink>
      ) : (
        <a className={className} href={link.href}>
          {children}
        </a>
      )}
    </li>
  );
}
