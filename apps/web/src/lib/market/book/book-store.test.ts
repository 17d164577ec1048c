import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookSnapshot } from '@exchange/contract/book';
import { BookStore, SNAPSHOT_RETRY_MS, type BookLink, type BookUpdate, type FrameScheduler } from './book-store';

/** A link the test drives: updates pushed by hand, snapshots answered by hand. */
function fakeLink() {
  let onUpdate: ((u: BookUpdate) => void) | undefined;
  let onResync: (() => void) | undefined;
  const asked: ((s: BookSnapshot | null) => void)[] = [];
  const link: BookLink = {
    stream: (_pair, update, resync) => {
      onUpdate = update;
      onResync = resync;
      return { stop: () => (onUpdate = undefined) };
    },
    snapshot: () => new Promise((resolve) => asked.push(resolve)),
  };
  return {
    link,
    push: (u: BookUpdate) => onUpdate?.(u),
    resync: () => onResync?.(),
    asked,
    answer: async (s: BookSnapshot | null) => {
      asked.shift()?.(s);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

/** Frames run when the test says. */
function fakeFrames(): FrameScheduler & { run(): void; pending: number } {
  let queue: (() => void)[] = [];
  return {
    request: (paint) => queue.push(paint),
    cancel: () => undefined,
    run() {
      const due = queue;
      queue = [];
      for (const paint of due) paint();
    },
    get pending() {
      return queue.length;
    },
  };
}

const snapshot = (id: number, bids: [string, string][], asks: [string, string][]): BookSnapshot => ({ id, current: 0, update: 0, bids, asks });
const update = (U: number, u: number, b: [string, string][] = [], a: [string, string][] = []): BookUpdate => ({ U, u, b, a });

afterEach(() => vi.useRealTimers());

describe('BookStore', () => {
  it('buffers updates while the snapshot is in flight, then replays those after its id', async () => {
    const f = fakeLink();
    const frames = fakeFrames();
    const store = new BookStore('BTC_USDT', f.link, frames);
    store.start();
    f.push(update(8, 10, [['99', '5']])); // in the snapshot already
    f.push(update(11, 12, [['100', '2']])); // straddles id 11
    f.push(update(13, 13, [], [['101', '0']]));
    await f.answer(
      snapshot(
        11,
        [['100', '1']],
        [
          ['101', '1'],
          ['102', '1'],
        ],
      ),
    );
    frames.run();
    expect(store.view().status).toBe('live');
    expect(store.view().bids).toEqual([['100', '2']]);
    expect(store.view().asks).toEqual([['102', '1']]);
  });

  it('paints once per frame however many updates arrive in it', async () => {
    const f = fakeLink();
    const frames = fakeFrames();
    const store = new BookStore('BTC_USDT', f.link, frames);
    store.start();
    await f.answer(snapshot(1, [['100', '1']], [['101', '1']]));
    frames.run();
    const painted = store.paints;
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 0; i < 20; i += 1) f.push(update(2 + i, 2 + i, [['100', String(i + 1)]]));
    expect(frames.pending).toBe(1);
    frames.run();
    expect(store.paints).toBe(painted + 1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.view().bids).toEqual([['100', '20']]);
    // a frame with nothing new paints nothing; an empty update (the stream's heartbeat) schedules none
    f.push(update(22, 22));
    expect(frames.pending).toBe(0);
  });

  it('reads the snapshot again on a gap in the update ids, buffering meanwhile', async () => {
    const f = fakeLink();
    const frames = fakeFrames();
    const store = new BookStore('BTC_USDT', f.link, frames);
    store.start();
    await f.answer(snapshot(5, [['100', '1']], []));
    f.push(update(6, 6, [['100', '2']]));
    f.push(update(9, 9, [['100', '9']])); // 7 and 8 are missing
    expect(f.asked).toHaveLength(1);
    f.push(update(10, 10, [['100', '10']]));
    await f.answer(snapshot(9, [['100', '9']], []));
    frames.run();
    expect(store.view().bids).toEqual([['100', '10']]);
  });

  it('reads the snapshot again when the socket resyncs (a seq gap or silence)', async () => {
    const f = fakeLink();
    const store = new BookStore('BTC_USDT', f.link, fakeFrames());
    store.start();
    await f.answer(snapshot(5, [], []));
    f.resync();
    expect(f.asked).toHaveLength(1);
  });

  it('a snapshot update far ahead of the book (first U > id + 1) is a gap', async () => {
    const f = fakeLink();
    const store = new BookStore('BTC_USDT', f.link, fakeFrames());
    store.start();
    f.push(update(20, 21));
    await f.answer(snapshot(5, [], []));
    expect(f.asked).toHaveLength(1);
  });

  it('says the book is unavailable when there is no snapshot, and asks again later', async () => {
    vi.useFakeTimers();
    const f = fakeLink();
    const frames = fakeFrames();
    const store = new BookStore('BTC_USDT', f.link, frames);
    store.start();
    await f.answer(null);
    frames.run();
    expect(store.view().status).toBe('unavailable');
    expect(f.asked).toHaveLength(0);
    vi.advanceTimersByTime(SNAPSHOT_RETRY_MS);
    expect(f.asked).toHaveLength(1);
    store.stop();
  });
});
