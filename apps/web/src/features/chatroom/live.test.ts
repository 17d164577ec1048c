import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followChat, parseChatPush, type ChatSocket } from './live';

class FakeSocket implements ChatSocket {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const message = { id: 9, nickname: '<b>x</b>', body: '<img src=x onerror=alert(1)>', sent_at: 1 };
const push = (room = 'main') => ({ channel: 'chat.messages', event: 'update', error: null, result: { room, message } });
const ack = { channel: 'chat.messages', event: 'subscribe', error: null, result: { status: 'success' } };

describe('chat live channel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads pushes of its room only', () => {
    expect(parseChatPush(JSON.stringify(push()), 'main')?.result.message).toEqual(message);
    expect(parseChatPush(JSON.stringify(push('tr')), 'main')).toBeNull();
    expect(parseChatPush(JSON.stringify(ack), 'main')).toBeNull();
    expect(parseChatPush('{', 'main')).toBeNull();
    expect(parseChatPush(JSON.stringify({ ...push(), result: { room: 'main', message: { ...message, id: -1 } } }), 'main')).toBeNull();
  });

  it('subscribes to the room, hands pushes on, and after a drop reconnects and reports it', () => {
    const sockets: FakeSocket[] = [];
    const pushes: unknown[] = [];
    const subscribed: boolean[] = [];
    const stop = followChat({
      url: 'ws://localhost:4000/ws/spot',
      room: 'main',
      onPush: (p) => pushes.push(p.result.message),
      onSubscribed: (again) => subscribed.push(again),
      socket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      now: () => 5000,
      random: () => 0.5,
    });
    const first = sockets[0]!;
    first.open();
    expect(JSON.parse(first.sent[0]!)).toEqual({ time: 5, channel: 'chat.messages', event: 'subscribe', payload: ['main'] });
    first.receive(ack);
    first.receive(push());
    first.receive(push('tr'));
    expect(pushes).toEqual([message]);
    expect(subscribed).toEqual([false]);

    first.drop();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    sockets[1]!.receive(ack);
    expect(subscribed).toEqual([false, true]);

    stop();
    expect(sockets[1]!.closed).toBe(true);
    sockets[1]!.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});
