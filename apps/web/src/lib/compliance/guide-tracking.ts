'use client';
import { useCallback, useEffect } from 'react';
import { trackClick } from '@/lib/telemetry/tracking';

/**
 * Compliance guidance events (spec doc 2 §7: "Event tracking calls record compliance guidance and
 * gift prompt views and clicks"): what guided a visitor (a notice, the regional bar, a KYC prompt,
 * the restricted-region page) was shown, and what they pressed in it. Sent by the click tracker.
 */
export const GUIDE_VIEW = 'compliance_guide:view';
export const GUIDE_CLICK = 'compliance_guide:click';

/** A guide shown; `guide` names it, e.g. `notice:uk`, `bar:cookies`, `kyc:risk`. */
export function trackGuideView(guide: string): void {
  trackClick(guide, GUIDE_VIEW);
}

/** A press in a guide: `action` is what was pressed (ok, close, later, accept, link). */
export function trackGuideClick(guide: string, action: string): void {
  trackClick(`${guide}:${action}`, GUIDE_CLICK);
}

/** The action of a click inside a guide's own markup: `link` for a link; none elsewhere (its buttons track their own presses). */
export function guideActionOf(target: EventTarget | null): string | null {
  return target instanceof Element && target.closest('a[href]') ? 'link' : null;
}

/** Records one view of `guide` when it mounts (a dialog, once open). */
export function useGuideView(guide: string): void {
  useEffect(() => trackGuideView(guide), [guide]);
}

/**
 * Tracks each click on a link inside `node` (a link followed by keyboard clicks
 * too); returns what removes the listener. A listener rather than an `onClick` prop: the element
 * itself is not interactive.
 */
export function listenForGuideClicks(node: HTMLElement, guide: string): () => void {
  const onClick = (event: MouseEvent) => {
    const action = guideActionOf(event.target);
    if (action) trackGuideClick(guide, action);
  };
  node.addEventListener('click', onClick);
  return () => node.removeEventListener('click', onClick);
}

/** A ref for a guide's markup (server text with links, a page section): see listenForGuideClicks. */
export function useGuideClicks(guide: string): (node: HTMLElement | null) => (() => void) | undefined {
  return useCallback((node: HTMLElement | null) => (node ? listenForGuideClicks(node, guide) : undefined), [guide]);
}
