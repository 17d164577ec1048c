import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userNotices } from '@exchange/contract/streams';
import { fakeSockets } from '@/lib/live/fake-socket';
import { LiveSocket } from '@/lib/live/live-socket';
import { followNotices, ticketFromResult } from './live';

const notice = {
  msg_id: 1,
  type: 'sys_notice' as const,
  title: 'New login',
  content: 'x',
  send_timest: 1,
  is_read: false,
  notification: null,
};
const unread = { total: 1, platform: 1, trade: 0, markets: 0 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('followNotices', () => {
  it('subscribes with a fresh ticket per connection, hands pushes on, and reads the counts again after a gap', async () => {
    const sockets = fakeSockets();
    const socket = new LiveSocket('ws://x', 'spot', sockets.factory, Date.now, () => 0.5);
    let n = 0;
    const onPush = vi.fn();
    const onResync = vi.fn();
    const stop = followNotices({ socket, ticket: async () => `t${++n}`, onPush, onResync });
    sockets.last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.last().requests('user.notices')[0]).toMatchObject({ payload: ['t1'] });
    sockets.last().answer('user.notices');
    sockets.last().update(userNotices, { notice, unread }, 1);
    expect(onPush).toHaveBeenCalledWith(notice, unread);
    sockets.last().update(userNotices, { notice, unread }, 3);
    expect(onResync).toHaveBeenCalledTimes(1);
    sockets.last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    sockets.last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.last().requests('user.notices')[0]).toMatchObject({ payload: ['t2'] });
    stop();
    expect(sockets.last().closed).toBe(true);
  });

  it('stops without a ticket (logged out)', async () => {
    const sockets = fakeSockets();
    const socket = new LiveSocket('ws://x', 'spot', sockets.factory, Date.now, () => 0.5);
    followNotices({ socket, ticket: async () => '', onPush: vi.fn(), onResync: vi.fn() });
    sockets.last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.last().requests('user.notices')).toHaveLength(0);
    expect(sockets.last().closed).toBe(true);
  });
});

describe('ticketFromResult', () => {
  it('is the ticket, "" on a 4xx, undefined otherwise', () => {
    expect(ticketFromResult({ ok: true, data: { data: { ticket: 'abc' } } })).toBe('abc');
    expect(ticketFromResult({ ok: false, data: { data: { ticket: '' } }, error: { status: 401 } })).toBe('');
    expect(ticketFromResult({ ok: false, data: { data: { ticket: '' } }, error: { status: 503 } })).toBeUndefined();
  });
});
