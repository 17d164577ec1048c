import { NOTICE_CHANNEL, noticePushSchema, type NoticePush } from '@exchange/contract/herald';
import { backoffMs, subscribeMessage } from '@/lib/live/live-feed';

/**
 * The per-user notice channel (contract: packages/contract/src/herald.ts): each connection gets a
 * fresh single-use ticket from the API, subscribes with it, and hands every valid push on. A
 * dropped connection comes back with backoff (1 s … 30 s, jittered) and a new ticket; a refused
 * ticket or no ticket (logged out) stops trying. A ticket call that failed (the API down or
 * restarting) is tried again with the same backoff, so the channel comes back with the API.
 */

/** A push from the server text, or null for anything else (acks, errors, malformed). */
export function parseNoticePush(text: string): NoticePush | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = noticePushSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Whether the text is the server refusing our subscription (a bad ticket). */
export function isRefusal(text: string): boolean {
  try {
    const raw = JSON.parse(text) as { channel?: unknown; event?: unknown; error?: unknown };
    return raw.channel === NOTICE_CHANNEL && raw.event === 'subscribe' && raw.error !== null && raw.error !== undefined;
  } catch {
    return false;
  }
}

export interface NoticeLiveOptions {
  readonly url: string;
  /** a fresh ticket; '' when none will be had (logged out), undefined when the call failed (tried again later) */
  readonly ticket: () => Promise<string | undefined>;
  readonly onPush: (push: NoticePush) => void;
  readonly socket?: (url: string) => WebSocket;
  readonly now?: () => number;
}

/**
 * The ticket call's outcome for `followNotices`: the ticket; '' when the API refused it (4xx:
 * logged out, not allowed; asking again will not help); undefined when there was no usable
 * answer (no connection, timeout, 5xx, an answer off the contract), worth asking again.
 */
export function ticketFromResult(result: {
  readonly ok: boolean;
  readonly data: { readonly data: { readonly ticket: string } };
  readonly error?: { readonly status: number };
}): string | undefined {
  if (result.ok) return result.data.data.ticket || undefined;
  const status = result.error?.status ?? 0;
  return status >= 400 && status < 500 ? '' : undefined;
}

/** Starts following the channel; returns the function that stops it. */
export function followNotices(options: NoticeLiveOptions): () => void {
  const open = options.socket ?? ((url: string) => new WebSocket(url));
  const now = options.now ?? Date.now;
  let stopped = false;
  let attempt = 0;
  let socket: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), backoffMs(attempt, Math.random()));
    attempt += 1;
  };

  const connect = async () => {
    if (stopped) return;
    const ticket = await options.ticket();
    if (stopped || ticket === '') return;
    if (ticket === undefined) return schedule();
    const ws = open(options.url);
    socket = ws;
    ws.onopen = () => ws.send(subscribeMessage(NOTICE_CHANNEL, [ticket], now()));
    ws.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      if (isRefusal(event.data)) {
        stopped = true;
        ws.close();
        return;
      }
      if (event.data.includes('"subscribe"')) attempt = 0;
      const push = parseNoticePush(event.data);
      if (push) options.onPush(push);
    };
    ws.onclose = () => {
      if (socket === ws) socket = undefined;
      schedule();
    };
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}
