import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { COOKIE } from '@exchange/contract/cookies';
import { placeSpotOrder, spotOrders as ordersCall } from '@exchange/contract/trade';
import { add, cmp } from '@exchange/decimal/text';
import { balances, spotFills, spotOrders, users } from './schema';
import { openDb, type DbHandle } from './client';
import { createSession } from '../security/sessions';
import { TEST_SESSION_ORIGIN } from '../../test/http';
import { freshDb } from '../../test/freshDb';
import { CSRF } from '../../test/http';
import { testPair } from '../../test/pairs';
import { databaseUrl, workerDatabaseName } from '../../test/pgServer';
import { expectBooksBalance } from '../../test/traders';
import { freePort } from '../../test/webServer';

/**
 * Nothing acknowledged is lost on kill -9 (docs/MATCHING.md): the API runs as its own process
 * over this test's database (PGlite in a folder, or the PostgreSQL server with TEST_DATABASE_URL),
 * two traders send crossing orders eight at a time, and the process is killed with SIGKILL while
 * orders are in flight. Reopened, the database holds every order the API answered, with at least
 * the fills it answered, and the books still balance.
 */
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
let server: ChildProcess | undefined;
afterAll(() => {
  // a test that failed before its kill leaves no server behind
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A database for the server: its environment, and how the test reopens it. */
async function database(): Promise<{ env: Record<string, string>; open: () => Promise<DbHandle> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    await (await freshDb()).close();
    const url = databaseUrl(base, workerDatabaseName(process.env.VITEST_POOL_ID));
    return { env: { DATABASE_URL: url }, open: () => openDb({ url }) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'durability-'));
  dirs.push(dir);
  const file = inject('pgliteTemplate');
  const copy = await PGlite.create({ dataDir: dir, ...(file ? { loadDataDir: new Blob([readFileSync(file)]) } : {}) });
  await copy.close();
  return { env: { DATA_DIR: dir }, open: () => openDb({ dataDir: dir }) };
}

describe('durability', () => {
  it('kill -9 under order load loses no acknowledged order or fill', async () => {
    const db = await database();
    let handle = await db.open();
    const { pair, base } = await testPair(handle.db);
    const [demo] = await handle.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'trader@demo.test'));
    const made = await handle.db
      .insert(users)
      .values(['maker', 'taker'].map((n) => ({ email: `${n}-${Date.now()}@durability.example`, passwordHash: demo?.hash ?? '!', nickname: n })))
      .returning({ id: users.id });
    const [maker, taker] = made.map((u) => u.id) as [number, number];
    await handle.db.insert(balances).values([
      { userId: maker, asset: base, available: '100000' },
      { userId: taker, asset: 'USDT', available: '100000000' },
    ]);
    const sessions = [
      await createSession(handle.db, maker, new Date(), TEST_SESSION_ORIGIN),
      await createSession(handle.db, taker, new Date(), TEST_SESSION_ORIGIN),
    ];
    await handle.close();

    const port = await freePort();
    // node itself with tsx's loader, not the tsx command: SIGKILL must reach the server, not a wrapper that leaves it running
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: { ...process.env, ...db.env, PORT: String(port), SIMULATOR: 'off', MARKET_MAKER: 'off' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    server = child;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const origin = `http://127.0.0.1:${port}`;
    for (let ready = false; !ready;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      ready = await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 200));
    }

    const acked: { id: string; filled: string }[] = [];
    const place = async (who: 0 | 1): Promise<void> => {
      const form = new URLSearchParams({ pair, side: who === 0 ? 'sell' : 'buy', type: 'limit', price: '100', amount: '1' });
      const res = await fetch(`${origin}${ordersCall.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `${COOKIE.csrf}=${CSRF}; ${COOKIE.sessionPlain}=${sessions[who] ?? ''}`,
          [COOKIE.csrf]: CSRF,
        },
        body: form.toString(),
      });
      if (res.status !== 200) throw new Error(`placing answered ${res.status}: ${await res.text()}`);
      const order = placeSpotOrder.answer.parse(await res.json()).data;
      acked.push({ id: order.id, filled: order.filled });
    };
    // eight at a time, makers and takers alternating, until 60 are answered; then the kill, mid-flight
    const inFlight = new Set<Promise<void>>();
    let n = 0;
    let killed = false;
    while (!killed) {
      while (inFlight.size < 8) {
        const p = place((n++ % 2) as 0 | 1).catch(() => undefined);
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
      }
      await Promise.race(inFlight);
      if (acked.length >= 60) {
        child.kill('SIGKILL');
        killed = true;
      }
    }
    await exited;
    await Promise.allSettled(inFlight);

    handle = await db.open();
    try {
      const ids = acked.map((a) => Number(a.id));
      const stored = new Map((await handle.db.select().from(spotOrders).where(inArray(spotOrders.id, ids))).map((o) => [String(o.id), o]));
      expect(acked.filter((a) => !stored.has(a.id))).toEqual([]);
      for (const a of acked) {
        const row = stored.get(a.id);
        // answered fills are stored; a maker may have filled more after its answer
        expect(cmp(row?.filled ?? '0', a.filled), `order ${a.id}`).toBeGreaterThanOrEqual(0);
        // what an order filled as the taker is settled by its answer: exactly those fills are stored
        const fills = await handle.db
          .select()
          .from(spotFills)
          .where(eq(spotFills.takerOrderId, Number(a.id)));
        expect(
          fills.reduce((s, f) => add(s, f.amount), '0'),
          `fills of ${a.id}`,
        ).toBe(a.filled);
      }
      // either side may be the taker: under load one trader's resting orders can stay ahead, so
      // every order of the other side crosses them
      expect(
        acked.some((a) => a.filled !== '0'),
        'orders met',
      ).toBe(true);
      for (const id of [maker, taker]) await expectBooksBalance(handle.db, id);
    } finally {
      await handle.close();
    }
    // a server process to start (migrations checked, the seed's idempotent pass) and 60 orders: past 30 s on a busy machine
  }, 120_000);
});
