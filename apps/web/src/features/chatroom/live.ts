import { CHAT_CHANNEL, chatPushSchema, type ChatPush } from '@exchange/contract/chat';
import { backoffMs, PING_MS, pingMessage, subscribeMessage } from '@/lib/live/live-feed';

/**
 * The room's live channel (contract: packages/contract/src/chat.ts) on the site's spot WebSocket,
 * spoken with the market feed's helpers: subscribe to the room, hand each valid push on, ping, and
 * come back after a drop with backoff (1 s … 30 s, jittered). Each (re)subscription is reported,
 * so the page can read the history again for what it missed while away.
 */

/** A push of `room` from the server text, or null for anything else (acks, errors, other rooms, malformed). */
export function parseChatPush(text: string, room: string): ChatPush | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = chatPushSchema.safeParse(raw);
  return parsed.success && parsed.data.result.room === room ? parsed.data : null;
}

/** Whether the text acknowledges our subscription (success, not an error). */
export function isSubscribed(text: string): boolean {
  try {
    const raw = JSON.parse(text) as { channel?: unknown; event?: unknown; error?: unknown };
    return raw.channel === CHAT_CHANNEL && raw.event === 'subscribe' && raw.error === null;
  } catch {
    return false;
  }
}

/** The part of the browser's WebSocket this uses (a fake in tests). */
export interface ChatSocket {
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  send(data: string): void;
  close(): void;
}

export interface ChatLiveOptions {
  readonly url: string;
  readonly room: string;
  readonly onPush: (push: ChatPush) => void;
  /** the subscription is in place (first time and after every reconnect) */
  readonly onSubscribed?: (again: boolean) => void;
  readonly socket?: (url: string) => ChatSocket;
  readonly now?: () => number;
  readonly random?: () => number;
}

/** Starts following the room; returns the function that stops it. */
export function followChat(options: ChatLiveOptions): () => void {
  const open = options.socket ?? ((url: string) => new WebSocket(url) as unknown as ChatSocket);
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  let stopped = false;
  let attempt = 0;
  let subscribedBefore = false;
  let socket: ChatSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  const connect = () => {
    if (stopped) return;
    let ws: ChatSocket;
    try {
      ws = open(options.url);
    } catch {
      schedule();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      ws.send(subscribeMessage(CHAT_CHANNEL, [options.room], now()));
      clearInterval(ping);
      ping = setInterval(() => {
        if (ws.readyState === 1) ws.send(pingMessage(now()));
      }, PING_MS);
    };
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      if (isSubscribed(event.data)) {
        attempt = 0;
        options.onSubscribed?.(subscribedBefore);
        subscribedBefore = true;
        return;
      }
      const push = parseChatPush(event.data, options.room);
      if (push) options.onPush(push);
    };
    ws.onclose = () => {
      clearInterval(ping);
      if (socket === ws) socket = undefined;
      schedule();
    };
  };

  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(connect, backoffMs(attempt, random()));
    attempt += 1;
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    socket?.close();
  };
}
