import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client';
import { prepareDb } from '../src/seed/prepare';
import { PG_TEMPLATE_DATABASE, databaseUrl, onTestServer } from './pgServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated, seeded PGlite database dumped to a file (empty with TEST_DATABASE_URL): freshDb opens copies of it */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: migrates and seeds one database before the test files run, so each file's
 * fresh database (freshDb.ts) is a copy of it rather than a new database migrated and seeded
 * (~4 s on PGlite: its initdb, then the seed's 2,900 markets). PGlite: dumped to a file, which a
 * copy loads (~1 s: 44 MB, mostly the WAL segment and three databases' catalogs). With
 * TEST_DATABASE_URL: a template database on that server (PG_TEMPLATE_DATABASE), which PostgreSQL
 * copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    project.provide('pgliteTemplate', '');
    await onTestServer(base, [`drop database if exists ${PG_TEMPLATE_DATABASE} with (force)`, `create database ${PG_TEMPLATE_DATABASE}`]);
    const handle = await openDb({ url: databaseUrl(base, PG_TEMPLATE_DATABASE) });
    try {
      await prepareDb(handle);
    } finally {
      // a template must have no session open while it is copied
      await handle.close();
    }
    return () => onTestServer(base, [`drop database if exists ${PG_TEMPLATE_DATABASE} with (force)`]);
  }
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'template.tar');
  const handle = await openDb();
  try {
    await prepareDb(handle);
    const dump = await handle.dump();
    if (!dump) throw new Error('PGlite gave no dump');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  return () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
}
