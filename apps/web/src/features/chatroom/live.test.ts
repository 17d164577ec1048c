import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessages } from '@exchange/contract/streams';
import { fakeSockets } from '@/lib/live/fake-socket';
import { LiveSocket } from '@/lib/live/live-socket';
import { followChat } from './live';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const message = (id: number) => ({ id, nickname: 'n', body: `m${id}`, sent_at: 1 });

describe('followChat', () => {
  it('subscribes to the room, hands its messages on, reports each subscription, and resyncs a gap', () => {
    const sockets = fakeSockets();
    const socket = new LiveSocket('ws://x', 'spot', sockets.factory, Date.now, () => 0.5);
    const onMessage = vi.fn();
    const onSubscribed = vi.fn();
    const onResync = vi.fn();
    const stop = followChat({ socket, room: 'main', onMessage, onSubscribed, onResync });
    sockets.last().open();
    expect(sockets.last().requests('chat.messages')[0]).toMatchObject({ payload: ['main'] });
    sockets.last().answer('chat.messages');
    expect(onSubscribed).toHaveBeenLastCalledWith(false);
    sockets.last().update(chatMessages, { room: 'main', message: message(1) }, 1);
    sockets.last().update(chatMessages, { room: 'other', message: message(9) }, 1);
    expect(onMessage).toHaveBeenCalledTimes(1);
    sockets.last().update(chatMessages, { room: 'main', message: message(3) }, 3);
    expect(onResync).toHaveBeenCalledTimes(1);
    sockets.last().drop();
    vi.advanceTimersByTime(1000);
    sockets.last().open();
    sockets.last().answer('chat.messages');
    expect(onSubscribed).toHaveBeenLastCalledWith(true);
    stop();
  });
});
