import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KycUpdate } from '@exchange/contract/kyc-apply';
import type { UserStreamHandlers } from '@/lib/live/user-stream';

const follow = vi.hoisted(() => ({ calls: [] as { on: UserStreamHandlers<never>; stopped: boolean }[] }));
vi.mock('@/lib/live/user-stream', () => ({
  followUserStream: (_url: string, _stream: unknown, on: UserStreamHandlers<never>) => {
    const call = { on, stopped: false };
    follow.calls.push(call);
    return () => {
      call.stopped = true;
    };
  },
}));

const { watchKyc } = await import('./kyc-watch');

const update = (status: 'pending' | 'approved', verified: number) =>
  ({
    verified,
    application: {
      id: 1,
      level: '2',
      status,
      reject_reason: null,
      first_name: 'A',
      last_name: 'B',
      doc_type: 'passport',
      created_ms: 0,
      review_ms: 0,
      reviewed_ms: null,
      documents: [],
    },
  }) as KycUpdate;

afterEach(() => {
  follow.calls.length = 0;
});

describe('watchKyc', () => {
  it('shares one subscription between watchers, tells a late watcher the latest update, and stops with the last', () => {
    const a = { onUpdate: vi.fn(), onResync: vi.fn() };
    const b = { onUpdate: vi.fn() };
    const stopA = watchKyc('ws://x/ws/spot', a);
    follow.calls[0]?.on.onUpdate(update('approved', 1) as never);
    const stopB = watchKyc('ws://x/ws/spot', b);
    expect(follow.calls).toHaveLength(1);
    expect(a.onUpdate).toHaveBeenCalledTimes(1);
    expect(b.onUpdate).toHaveBeenCalledWith(update('approved', 1));

    // the first subscribe needs no read; a later one (a reconnect) asks the watchers to read again
    follow.calls[0]?.on.onSubscribed?.();
    expect(a.onResync).not.toHaveBeenCalled();
    follow.calls[0]?.on.onSubscribed?.();
    expect(a.onResync).toHaveBeenCalledTimes(1);

    stopA();
    expect(follow.calls[0]?.stopped).toBe(false);
    stopB();
    expect(follow.calls[0]?.stopped).toBe(true);
    // a new watcher starts a new subscription, without the old update
    const c = { onUpdate: vi.fn() };
    const stopC = watchKyc('ws://x/ws/spot', c);
    expect(follow.calls).toHaveLength(2);
    expect(c.onUpdate).not.toHaveBeenCalled();
    stopC();
  });
});
