import { describe, expect, it } from 'vitest';
import { decodeUpdate, type UpdateOf } from '@exchange/contract/define-stream';
import { spotOrderBook, STREAMS } from '@exchange/contract/streams';
import { SITES } from '@exchange/sites/sites';
import type { ProtocolError } from '../protocol';
import { BOOK_HEARTBEAT_MS, BookChannel } from './book';
import { BookAssembler } from './bookRuns';
import type { ChannelContext, Connection } from './channel';

/** The book channel over a fake connection layer: what each connection was sent, flush by flush. */
function setup() {
  let now = 0;
  const sent = new Map<Connection, unknown[]>();
  const errors: ProtocolError[] = [];
  const context: ChannelContext = {
    send: (conn, text) => void sent.set(conn, [...(sent.get(conn) ?? []), JSON.parse(text) as unknown]),
    fail: (_conn, error) => void errors.push(error),
    ack: () => undefined,
    overLimit: () => false,
    isOpen: () => true,
    clock: () => now,
  };
  const assembler = new BookAssembler();
  // every pair but LTC_USDT is listed
  const channel = new BookChannel(context, { allowed: (_site, _kind, name) => name !== 'LTC_USDT' }, assembler);
  const conn = (): Connection => ({ endpoint: 'spot', site: SITES.main, kind: 'spot' });
  const subscribe = (c: Connection, name: string) =>
    channel.handle(c, { kind: 'book', channel: spotOrderBook.channel, event: 'subscribe', name, interval: '100ms' });
  const change = (pair: string, seq: number, bids: [string, string][], asks: [string, string][] = []) => {
    const whole = assembler.add({ pair, seq, t: 5000 + seq, last: true, bids, asks, trades: [] });
    if (whole) channel.onChange(whole);
  };
  /** flushes at `at` and answers each connection's new book updates (their results) */
  const flush = (at: number, ...conns: Connection[]) => {
    now = at;
    const before = new Map(conns.map((c) => [c, sent.get(c)?.length ?? 0]));
    const round = channel.flush(at);
    for (const c of conns) round?.send(c);
    round?.end();
    return conns.map((c) =>
      (sent.get(c) ?? []).slice(before.get(c)).map((m) => {
        const decoded = decodeUpdate(STREAMS, m);
        if (decoded?.stream !== spotOrderBook) throw new Error(`not a book update: ${JSON.stringify(m)}`);
        return { seq: decoded.seq, ...(decoded.result as UpdateOf<typeof spotOrderBook>) };
      }),
    );
  };
  return { channel, conn, subscribe, change, flush, errors };
}

describe('BookChannel', () => {
  it('merges the whole changes between two flushes into one update, U the first id and u the last', () => {
    const h = setup();
    const a = h.conn();
    h.subscribe(a, 'BTC_USDT');
    h.change('BTC_USDT', 7, [['100', '1']], [['101', '2']]);
    h.change('BTC_USDT', 8, [
      ['100', '0'],
      ['99', '3'],
    ]);
    h.change('ETH_USDT', 3, [['5', '5']]);
    const [updates] = h.flush(100, a);
    expect(updates).toEqual([
      {
        seq: 1,
        t: 5008,
        e: 'depthUpdate',
        E: 5,
        s: 'BTC_USDT',
        U: 7,
        u: 8,
        b: [
          ['100', '0'],
          ['99', '3'],
        ],
        a: [['101', '2']],
      },
    ]);
    h.change('BTC_USDT', 9, [['98', '1']]);
    expect(h.flush(200, a)[0]).toMatchObject([{ seq: 2, U: 9, u: 9, b: [['98', '1']], a: [] }]);
  });

  it('sends a gap in its own ids as it is: the update after it starts past the previous u + 1', () => {
    const h = setup();
    const a = h.conn();
    h.subscribe(a, 'BTC_USDT');
    h.change('BTC_USDT', 1, [['10', '1']]);
    h.change('BTC_USDT', 3, [['10', '2']]);
    expect(h.flush(100, a)[0]?.map((u) => [u.U, u.u])).toEqual([
      [1, 1],
      [3, 3],
    ]);
    h.change('BTC_USDT', 5, [['10', '3']]);
    expect(h.flush(200, a)[0]?.map((u) => [u.U, u.u])).toEqual([[5, 5]]);
  });

  it('after a second without a change sends an empty update, U = N + 1 and u = N (N the last id seen), then waits another second', () => {
    const h = setup();
    const a = h.conn();
    h.subscribe(a, 'BTC_USDT');
    expect(h.flush(BOOK_HEARTBEAT_MS - 1, a)).toEqual([[]]);
    expect(h.flush(BOOK_HEARTBEAT_MS, a)[0]).toEqual([{ seq: 1, t: BOOK_HEARTBEAT_MS, e: 'depthUpdate', E: 1, s: 'BTC_USDT', U: 1, u: 0, b: [], a: [] }]);
    h.change('BTC_USDT', 41, [['1', '1']]);
    expect(h.flush(1500, a)[0]).toMatchObject([{ seq: 2, U: 41, u: 41 }]);
    expect(h.flush(2000, a)).toEqual([[]]);
    expect(h.flush(2500, a)[0]).toMatchObject([{ seq: 3, U: 42, u: 41, b: [], a: [] }]);
  });

  it('sends each connection its own pairs only; refuses a pair of another site; counts and drops topics', () => {
    const h = setup();
    const a = h.conn();
    const b = h.conn();
    h.subscribe(a, 'BTC_USDT');
    h.subscribe(b, 'ETH_USDT');
    h.subscribe(b, 'LTC_USDT');
    expect(h.errors.map((e) => e.code)).toEqual([2]);
    expect([h.channel.topics(a), h.channel.topics(b)]).toEqual([1, 1]);
    h.change('BTC_USDT', 1, [['1', '1']]);
    h.change('ETH_USDT', 1, [['2', '2']]);
    const [forA, forB] = h.flush(100, a, b);
    expect(forA?.map((u) => u.s)).toEqual(['BTC_USDT']);
    expect(forB?.map((u) => u.s)).toEqual(['ETH_USDT']);
    h.channel.handle(a, { kind: 'book', channel: spotOrderBook.channel, event: 'unsubscribe', name: 'BTC_USDT', interval: null });
    h.channel.drop(b);
    expect([h.channel.topics(a), h.channel.topics(b)]).toEqual([0, 0]);
    h.change('BTC_USDT', 2, [['1', '2']]);
    expect(h.flush(5000, a, b)).toEqual([[], []]);
  });
});
