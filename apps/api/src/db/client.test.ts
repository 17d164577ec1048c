import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from './client';
import { freshDb } from '../../test/freshDb';
import { loopTurnsDuring } from '../../test/loopTurns';

/** `notify` and `listen` on this run's database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
});
afterAll(async () => {
  await handle.close();
});

describe(`DbHandle.notify (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('delivers the payloads in order to every listener of the channel, not to another channel, and not after a listener stops', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const other: string[] = [];
    const stopFirst = await handle.listen('notify_test', (p) => first.push(p));
    const stopSecond = await handle.listen('notify_test', (p) => second.push(p));
    const stopOther = await handle.listen('notify_other', (p) => other.push(p));
    try {
      const sent = handle.notify('notify_test', ['a', 'b', 'c']);
      // never while the caller's turn runs, as a NOTIFY would not be
      expect(first).toEqual([]);
      await sent;
      await vi.waitFor(() =>
        expect([first, second]).toEqual([
          ['a', 'b', 'c'],
          ['a', 'b', 'c'],
        ]),
      );
      await handle.notify('notify_test', []);
      await stopFirst();
      await handle.notify('notify_test', ['d']);
      await vi.waitFor(() => expect(second).toEqual(['a', 'b', 'c', 'd']));
      expect(first).toEqual(['a', 'b', 'c']);
      expect(other).toEqual([]);
    } finally {
      await Promise.all([stopSecond(), stopOther()]);
    }
  });

  // PostgreSQL sends them in one statement and delivers them as they arrive
  it.runIf(!process.env.TEST_DATABASE_URL)('PGlite delivers each payload after a turn of the event loop (a tick batch is not one block)', async () => {
    const heard: string[] = [];
    const stop = await handle.listen('notify_turns', (p) => heard.push(p));
    try {
      const { turns } = await loopTurnsDuring(() => handle.notify('notify_turns', ['a', 'b', 'c', 'd']));
      expect(heard).toEqual(['a', 'b', 'c', 'd']);
      expect(turns).toBeGreaterThanOrEqual(4);
    } finally {
      await stop();
    }
  });

  it('a NOTIFY sent in SQL (on commit of a transaction) reaches a listener once', async () => {
    const heard: string[] = [];
    const stop = await handle.listen('notify_test', (p) => heard.push(p));
    try {
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('notify_test', 'from sql')`);
        expect(heard).toEqual([]);
      });
      await vi.waitFor(() => expect(heard).toEqual(['from sql']));
      // nothing more arrives (a second delivery path would have doubled it by now)
      await handle.notify('notify_test', ['after']);
      await vi.waitFor(() => expect(heard).toEqual(['from sql', 'after']));
    } finally {
      await stop();
    }
  });
});
