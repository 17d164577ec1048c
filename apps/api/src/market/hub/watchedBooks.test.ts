import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { spotBooks } from '../../db/schema';
import { wantedPairs } from '../../domain/trading/house';
import { freshDb } from '../../../test/freshDb';
import { BookWatch, WATCHED_FOR_MS, WATCH_RENEW_MS } from './watchedBooks';

/** The followed books marked for the market maker: at once when followed, again when due, not in between. */

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
});
afterAll(async () => {
  await handle.close();
});

const until = async (pair: string) => (await handle.db.select({ at: spotBooks.wantedUntil }).from(spotBooks).where(eq(spotBooks.pair, pair)))[0]?.at?.getTime();

describe('BookWatch', () => {
  it('marks a newly followed book, renews it when due, and leaves a book nobody follows to expire', async () => {
    let now = 1_800_000_000_000;
    let followed = ['ETH_USDT'];
    const watch = new BookWatch(
      handle.db,
      { followedBooks: () => followed },
      () => now,
      () => undefined,
    );
    await watch.check();
    expect(await until('ETH_USDT')).toBe(now + WATCHED_FOR_MS);
    expect(await wantedPairs(handle.db, new Date(now))).toContain('ETH_USDT');

    // a second pair joins: only it is written
    now += 1000;
    followed = ['ETH_USDT', 'BTC_USDT'];
    await watch.check();
    expect(await until('ETH_USDT')).toBe(now - 1000 + WATCHED_FOR_MS);
    expect(await until('BTC_USDT')).toBe(now + WATCHED_FOR_MS);

    // due again: renewed; BTC_USDT no longer followed: left to run out
    now += WATCH_RENEW_MS;
    followed = ['ETH_USDT'];
    await watch.check();
    expect(await until('ETH_USDT')).toBe(now + WATCHED_FOR_MS);
    expect(await until('BTC_USDT')).toBe(now - WATCH_RENEW_MS + WATCHED_FOR_MS);
    expect(await wantedPairs(handle.db, new Date(now + WATCHED_FOR_MS - WATCH_RENEW_MS))).toEqual(['ETH_USDT']);
  });
});
