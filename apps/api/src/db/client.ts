import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The database every module uses: the same drizzle API whether PGlite or a Postgres server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDbOptions {
  /** `postgres://` or `postgresql://` URL of a Postgres server */
  url?: string;
  /** folder for the embedded PGlite database */
  dataDir?: string;
  /** an in-memory PGlite database starts as this copy of another (`PGlite.dumpDataDir`): tests' prepared template */
  copyOf?: Blob;
}

/** A session-level advisory lock held on a dedicated session (see DbHandle.tryLock). */
export interface HeldLock {
  /** settles when the lock's session ends (a dead connection): the lock is gone */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on `channel` (a plain identifier); `onPayload` gets every NOTIFY payload, from any
   * session. Resolves to the function that stops listening. Postgres: one dedicated connection
   * per call (reconnected after a failure); PGlite: its in-process listener.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Announces `payloads` on `channel`, in order, to every instance's listeners (outside any
   * transaction: for what must be announced on commit, NOTIFY inside the transaction). Postgres:
   * NOTIFY, one per payload (each under its 8,000-byte limit). PGlite: the database has one
   * process, so the payloads go to this handle's listeners directly, without a round trip through
   * the embedded database (~23 ms a tick batch there), each after a turn of the event loop.
   */
  notify(channel: string, payloads: readonly string[]): Promise<void>;
  /**
   * Takes the advisory lock named `key` (pg_try_advisory_lock) on a dedicated session without
   * waiting: null when another session holds it. Postgres: a dedicated connection holds it until
   * released or until that connection dies (then `lost` settles and another instance may take it).
   * PGlite has one session per process, where advisory locks are re-entrant, so the handle keeps
   * the holder itself: one holder per key and database.
   */
  tryLock(key: string): Promise<HeldLock | null>;
  /** applies the SQL migrations in apps/api/drizzle */
  migrate(): Promise<void>;
  /** PGlite: a copy of the whole database (`dumpDataDir`), which openDb's `copyOf` opens; Postgres: null */
  dump(): Promise<Blob | null>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * A dedicated LISTEN connection that reconnects (after a second) when it fails, until stopped.
 * Notifications sent while it was down are lost: the market fan-out only ever needs the latest.
 */
async function listenPg(connect: () => Promise<pg.Client>, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const client = await connect();
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', () => {
      void client.end().catch(() => undefined);
    });
    client.on('end', () => {
      if (stopped || current !== client) return;
      retry = setTimeout(() => void open().catch(() => client.emit('end')), 1000);
      retry.unref();
    });
    await client.query(`listen ${channel}`);
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

/**
 * Opens the database: a Postgres server when `url` is a postgres URL, otherwise PGlite in
 * `dataDir` (created if missing), or in memory when neither is given.
 */
export async function openDb(options: OpenDbOptions = {}): Promise<DbHandle> {
  if (options.url) {
    if (!isPostgresUrl(options.url)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    const url = options.url;
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    const dedicated = new Set<pg.Client>();
    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      dedicated.add(client);
      client.on('end', () => dedicated.delete(client));
      await client.connect();
      return client;
    };
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      listen: (channel, onPayload) => listenPg(connect, channel, onPayload),
      notify: async (channel, payloads) => {
        if (payloads.length > 0) await db.execute(sql`select pg_notify(${channel}, value) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb)`);
      },
      tryLock: async (key) => {
        const client = await connect();
        client.on('error', () => undefined);
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [key]);
        if (!rows[0]?.ok) {
          await client.end();
          return null;
        }
        const lost = new Promise<void>((resolve) => {
          client.once('end', () => resolve());
          client.once('error', () => resolve());
        });
        return {
          lost,
          release: async () => {
            await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => undefined);
            await client.end().catch(() => undefined);
          },
        };
      },
      dump: () => Promise.resolve(null),
      close: async () => {
        await Promise.all([...dedicated].map((c) => c.end().catch(() => undefined)));
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create(options.copyOf ? { loadDataDir: options.copyOf } : {});
  const db = drizzlePglite({ client, schema });
  const held = new Set<string>();
  /** this handle's listeners by channel: `notify` delivers to them (SQL NOTIFYs reach them through `client.listen`) */
  const local = new Map<string, Set<(payload: string) => void>>();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      const listeners = local.get(channel) ?? new Set<(payload: string) => void>();
      local.set(channel, listeners);
      listeners.add(onPayload);
      return async () => {
        listeners.delete(onPayload);
        if (!client.closed) await stop();
      };
    },
    notify: async (channel, payloads) => {
      // each payload after a turn of the event loop, as NOTIFYs arrive: a tick's ~14 payloads are
      // decoded and fanned out between requests, not in the simulator's step as one block
      for (const payload of payloads) {
        await nextTurn();
        for (const onPayload of [...(local.get(channel) ?? [])]) onPayload(payload);
      }
    },
    tryLock: (key) => {
      if (held.has(key)) return Promise.resolve(null);
      held.add(key);
      return Promise.resolve({
        lost: new Promise<void>(() => undefined),
        release: () => {
          held.delete(key);
          return Promise.resolve();
        },
      });
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
