import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from './client';

/**
 * Rows per statement of a long list read. On PGlite every statement runs on this process's event
 * loop: the whole spot list (~3,000 wide rows) held it ~70 ms, during which no request (a cached
 * market list among them) could be answered; a page of 500 held it ~14 ms, one of 250 ~7.
 * PGlite's statements resolve without leaving the microtask queue, so the next page waits for a
 * turn of the event loop.
 */
export const LIST_PAGE_ROWS = 250;

/**
 * Reads a long list page by page inside one read-only repeatable-read transaction, so every page
 * sees the same snapshot (a persist of prices is in all of them or in none). `page` must order
 * its rows totally (a unique key last) for LIMIT/OFFSET pages to neither repeat nor skip a row.
 */
export async function readInPages<T>(db: Db, page: (tx: Db, limit: number, offset: number) => Promise<T[]>, size = LIST_PAGE_ROWS): Promise<T[]> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`page size must be a positive integer, got ${size}`);
  return db.transaction(
    async (tx) => {
      const rows: T[] = [];
      for (let offset = 0; ; offset += size) {
        const got = await page(tx, size, offset);
        rows.push(...got);
        if (got.length < size) return rows;
        await nextTurn();
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
