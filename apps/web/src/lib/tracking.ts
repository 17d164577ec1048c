'use client';
/**
 * One tracking module for client click events (spec doc 1 §7: "Client click events are tracked
 * with button names"). Events are batched and sent with the API client on the next idle moment
 * or when the page is hidden; tracking never blocks or breaks the page.
 */
export interface ClickEvent {
  readonly name: string;
  readonly button: string;
  readonly page: string;
  readonly ts: number;
}

const MAX_BATCH = 50;
let queue: ClickEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

async function flush(): Promise<void> {
  timer = undefined;
  const batch = queue.splice(0, MAX_BATCH);
  if (batch.length === 0) return;
  const [{ browserRequest }, { trackEvents }] = await Promise.all([import('./api/browser'), import('@exchange/contract/tracking')]);
  await browserRequest(trackEvents, { events: JSON.stringify(batch) });
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (timer === undefined) timer = setTimeout(() => void flush(), 2_000);
}

/** Records a click on a named button (names: lower-case, digits, `_ . : -`). */
export function trackClick(button: string, name = 'click'): void {
  if (typeof window === 'undefined') return;
  queue.push({ name, button, page: window.location.pathname, ts: Date.now() });
  if (queue.length >= MAX_BATCH) void flush();
  else schedule();
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void flush());
}
