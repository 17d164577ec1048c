import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice, NoticePush } from '@exchange/contract/herald';
import { followNotices, isRefusal, parseNoticePush, ticketFromResult } from './live';
import { badgeText, noticeArrived, noticeState, resetNoticeState, seedUnread, setUnread } from './unread-store';
import { pageCount } from './NotificationCentre';

const notice: Notice = {
  msg_id: 5,
  type: 'sys_notice',
  title: 'New login',
  content: 'Chrome on Linux',
  send_timest: 1_790_000_000,
  is_read: false,
  notification: null,
};
const unread = { total: 3, platform: 2, trade: 1, markets: 0 };
const push = JSON.stringify({ time: 1, time_ms: 1000, channel: 'user.notices', event: 'update', error: null, result: { notice, unread } });

describe('parseNoticePush / isRefusal', () => {
  it('reads a push and nothing else', () => {
    expect(parseNoticePush(push)?.result.notice.msg_id).toBe(5);
    expect(parseNoticePush('{"channel":"user.notices","event":"subscribe","error":null,"result":{"status":"success"}}')).toBeNull();
    expect(parseNoticePush('not json')).toBeNull();
    expect(parseNoticePush(JSON.stringify({ channel: 'user.notices', event: 'update', result: { notice: { ...notice, msg_id: 'x' }, unread } }))).toBeNull();
    expect(parseNoticePush(JSON.stringify({ channel: 'spot.tickers', event: 'update', result: { notice, unread } }))).toBeNull();
  });

  it('tells a refused subscription', () => {
    expect(isRefusal('{"channel":"user.notices","event":"subscribe","error":{"code":16,"message":"Ticket unknown"},"result":null}')).toBe(true);
    expect(isRefusal('{"channel":"user.notices","event":"subscribe","error":null,"result":{"status":"success"}}')).toBe(false);
    expect(isRefusal('nope')).toBe(false);
  });
});

class FakeSocket {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  receive(text: string) {
    this.onmessage?.({ data: text } as MessageEvent);
  }
}

describe('followNotices', () => {
  afterEach(() => {
    vi.useRealTimers();
    FakeSocket.made = [];
  });

  it('subscribes with a fresh ticket per connection, hands pushes on, reconnects with a new ticket', async () => {
    vi.useFakeTimers();
    let n = 0;
    const ticket = vi.fn(async () => `ticket-${++n}`);
    const got: NoticePush[] = [];
    const stop = followNotices({
      url: 'ws://x/ws/spot',
      ticket,
      onPush: (p) => got.push(p),
      socket: (url) => new FakeSocket(url) as unknown as WebSocket,
      now: () => 5000,
    });
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const first = FakeSocket.made[0]!;
    first.onopen?.();
    expect(JSON.parse(first.sent[0] ?? '')).toEqual({ time: 5, channel: 'user.notices', event: 'subscribe', payload: ['ticket-1'] });
    first.receive(push);
    first.receive('garbage');
    expect(got).toHaveLength(1);

    first.onclose?.(); // dropped
    await vi.advanceTimersByTimeAsync(1300);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.onopen?.();
    expect(FakeSocket.made[1]!.sent[0]).toContain('ticket-2');
    stop();
    expect(FakeSocket.made[1]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('gives up on a refused ticket and without a ticket', async () => {
    vi.useFakeTimers();
    followNotices({ url: 'ws://x', ticket: async () => 't', onPush: () => undefined, socket: (url) => new FakeSocket(url) as unknown as WebSocket });
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    FakeSocket.made[0]!.receive('{"channel":"user.notices","event":"subscribe","error":{"code":16,"message":"no"},"result":null}');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);

    const none = vi.fn(async () => '');
    followNotices({ url: 'ws://x', ticket: none, onPush: () => undefined, socket: (url) => new FakeSocket(url) as unknown as WebSocket });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(none).toHaveBeenCalledTimes(1);
    expect(FakeSocket.made).toHaveLength(1);
  });
});

describe('ticket outcomes', () => {
  afterEach(() => {
    vi.useRealTimers();
    FakeSocket.made = [];
  });
  const answer = (ticket: string) => ({ data: { ticket } });
  it('keeps a ticket, stops on a refusal, tries again after a failed call', () => {
    expect(ticketFromResult({ ok: true, data: answer('t-1') })).toBe('t-1');
    expect(ticketFromResult({ ok: false, data: answer(''), error: { status: 401 } })).toBe('');
    expect(ticketFromResult({ ok: false, data: answer(''), error: { status: 403 } })).toBe('');
    // no answer (network, timeout), the front door's 502/504, the API's 500, an answer off the contract
    for (const status of [0, 500, 502, 504, 200]) expect(ticketFromResult({ ok: false, data: answer(''), error: { status } })).toBeUndefined();
  });

  it('a failed ticket call is tried again with backoff until the API answers, then the channel resumes', async () => {
    vi.useFakeTimers();
    const outcomes: (string | undefined)[] = [undefined, undefined, 'ticket-ok'];
    const ticket = vi.fn(async () => outcomes.shift());
    const stop = followNotices({
      url: 'ws://x/ws/spot',
      ticket,
      onPush: () => undefined,
      socket: (url) => new FakeSocket(url) as unknown as WebSocket,
      now: () => 5000,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(ticket).toHaveBeenCalledTimes(1);
    expect(FakeSocket.made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_300); // 1 s ± 20 %
    expect(ticket).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_500); // 2 s ± 20 %
    expect(ticket).toHaveBeenCalledTimes(3);
    expect(FakeSocket.made).toHaveLength(1);
    FakeSocket.made[0]!.onopen?.();
    expect(FakeSocket.made[0]!.sent[0]).toContain('ticket-ok');
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ticket).toHaveBeenCalledTimes(3);
  });
});

describe('notice state', () => {
  it('is seeded once, then follows the API and live notices', () => {
    resetNoticeState();
    seedUnread(unread);
    seedUnread({ total: 9, platform: 9, trade: 0, markets: 0 });
    expect(noticeState().unread).toEqual(unread);
    setUnread({ total: 0, platform: 0, trade: 0, markets: 0 });
    noticeArrived(notice, { total: 1, platform: 1, trade: 0, markets: 0 });
    expect(noticeState()).toMatchObject({ version: 1, latest: notice, unread: { total: 1 } });
  });

  it('writes the badge as the number, 99+ beyond, nothing at 0', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
