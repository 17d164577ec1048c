import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client';
import { readInPages } from './pages';
import { spotMarkets } from './schema';
import { freshDb } from '../../test/freshDb';
import { loopTurnsDuring } from '../../test/loopTurns';

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
});
afterAll(async () => {
  await handle.close();
});

const QUOTES = ['USDT', 'BTC'];
const page = (tx: DbHandle['db'], limit: number, offset: number) =>
  tx
    .select({ pair: spotMarkets.pair, rate: spotMarkets.rate })
    .from(spotMarkets)
    .where(inArray(spotMarkets.currB, QUOTES))
    .orderBy(asc(spotMarkets.rank), asc(spotMarkets.pair))
    .limit(limit)
    .offset(offset);

describe(`readInPages (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('reads every row once, in order, whatever the page size (a last page full or short)', async () => {
    const whole = await handle.db
      .select({ pair: spotMarkets.pair, rate: spotMarkets.rate })
      .from(spotMarkets)
      .where(inArray(spotMarkets.currB, QUOTES))
      .orderBy(asc(spotMarkets.rank), asc(spotMarkets.pair));
    expect(whole.length).toBeGreaterThan(100);
    for (const size of [97, whole.length, whole.length + 1, Math.ceil(whole.length / 3)]) {
      // a turn of the event loop between pages (on PGlite each statement holds it)
      const { value, turns } = await loopTurnsDuring(() => readInPages(handle.db, page, size));
      expect(value).toEqual(whole);
      expect(turns).toBeGreaterThanOrEqual(Math.floor(whole.length / size));
    }
    await expect(readInPages(handle.db, page, 0)).rejects.toThrow(/positive integer/);
  });

  it('sees one snapshot: a change committed while it reads is in none of its pages', async () => {
    const whole = await readInPages(handle.db, page, 50);
    const last = whole.at(-1);
    if (!last) throw new Error('no rows');
    let change: Promise<unknown> | null = null;
    const read = await readInPages(
      handle.db,
      async (tx, limit, offset) => {
        const rows = await page(tx, limit, offset);
        if (offset === 0) {
          change = handle.db.update(spotMarkets).set({ rate: '12345.678' }).where(eq(spotMarkets.pair, last.pair));
          // PostgreSQL: the update commits on another connection now. PGlite has one session: the
          // update waits for the read's transaction to end (awaiting it here would never finish).
          if (handle.kind === 'postgres') await change;
        }
        return rows;
      },
      50,
    );
    expect(read).toEqual(whole);
    await change;
    expect((await readInPages(handle.db, page, 50)).at(-1)).toEqual({ pair: last.pair, rate: '12345.678' });
  });
});
