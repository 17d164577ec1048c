import { encodeUpdate, type AnyStream, type UpdateInput } from '@exchange/contract/define-stream';
import type { SpotTicker } from '@exchange/contract/streams';
import type { SocketFactory, SocketHandlers, SocketLike } from './live-socket';

/** A spot ticker as the hub sends it, every figure from `last` but the changes (1.00 %, 0.50 % since UTC 0, 0.25 % since UTC 8) and volumes (1 base, 2 quote). */
export const spotTickerAt = (pair: string, last: string): SpotTicker => ({
  currency_pair: pair,
  last,
  lowest_ask: last,
  highest_bid: last,
  change_percentage: '1.00',
  change_utc0: '0.50',
  change_utc8: '0.25',
  base_volume: '1',
  quote_volume: '2',
  high_24h: last,
  low_24h: last,
});

/**
 * A socket for tests of lib/live and its consumers: records what the client sends, and plays the
 * hub (open, ack, refuse, update with a seq, close).
 */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  closed = false;

  constructor(
    readonly url: string,
    private readonly on: SocketHandlers,
  ) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.on.open();
  }

  /** The server closed it (or the network dropped it). */
  drop(): void {
    this.readyState = 3;
    this.on.close();
  }

  raw(data: unknown): void {
    this.on.message(data);
  }

  /** The requests sent on `channel` with `event`. */
  requests(channel: string, event = 'subscribe'): Record<string, unknown>[] {
    return this.sent.filter((m) => m.channel === channel && m.event === event);
  }

  /** Acknowledges (or with `code`, refuses) every unanswered subscribe on `channel`. */
  answer(channel: string, code?: number): void {
    for (const request of this.requests(channel).filter((r) => !r.answered)) {
      request.answered = true;
      const error = code === undefined ? null : { code, message: 'refused' };
      this.raw(JSON.stringify({ time: 1, time_ms: 1000, id: request.id, channel, event: 'subscribe', error, result: error ? null : { status: 'success' } }));
    }
  }

  update<S extends AnyStream>(stream: S, result: UpdateInput<S>, seq: number): void {
    this.raw(encodeUpdate(stream, 1000, result, seq));
  }
}

/** A factory that keeps every socket it made. */
export function fakeSockets(): { readonly made: FakeSocket[]; readonly factory: SocketFactory; last(): FakeSocket } {
  const made: FakeSocket[] = [];
  return {
    made,
    factory: (url, on) => {
      const socket = new FakeSocket(url, on);
      made.push(socket);
      return socket;
    },
    last: () => {
      const socket = made.at(-1);
      if (!socket) throw new Error('no socket made');
      return socket;
    },
  };
}
