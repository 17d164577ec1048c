'use client';
import { TRACK_EVENTS_PATH } from '@exchange/contract/tracking-path';
import { postKeepalive } from '@/lib/api/keepalive';

/**
 * One tracking module for client click events (spec doc 1 §7: "Client click events are tracked
 * with button names"). Events are batched for 2 s and sent with `keepalive`, and whatever is
 * queued leaves at once when the page is hidden or unloaded, so a click that navigates away is
 * not lost. Tracking never blocks or breaks the page.
 */
export interface ClickEvent {
  readonly name: string;
  readonly button: string;
  readonly page: string;
  readonly ts: number;
}

/** Most events one call carries (the API's limit). */
export const MAX_BATCH = 50;
export const BATCH_DELAY_MS = 2_000;
/** A batch unanswered after this long is given up (spec doc 2 §9 "Analytics timeout 5000 ms"). */
export const ANALYTICS_TIMEOUT_MS = 5_000;
const queue: ClickEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends everything queued, synchronously (a page being unloaded gives no time to wait). */
function flush(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) postKeepalive(TRACK_EVENTS_PATH, { events: JSON.stringify(queue.splice(0, MAX_BATCH)) }, ANALYTICS_TIMEOUT_MS);
}

/**
 * A name as the API accepts it (1-64 of lower-case letters, digits, `_ . : -`): `simpleEarn`
 * becomes `simple_earn`, `fiat:EUR` `fiat:eur`; anything else becomes `_`.
 */
export function trackToken(value: string): string {
  const token = value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9_.:-]/g, '_')
    .slice(0, 64);
  return token || '_';
}

/** Records a click on a named button. */
export function trackClick(button: string, name = 'click'): void {
  if (typeof window === 'undefined') return;
  queue.push({ name: trackToken(name), button: trackToken(button), page: window.location.pathname, ts: Date.now() });
  if (queue.length >= MAX_BATCH) flush();
  else timer ??= setTimeout(flush, BATCH_DELAY_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
