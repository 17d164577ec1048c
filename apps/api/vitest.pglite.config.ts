import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The API tests `npm test -- api` runs on PGlite. The whole suite runs on PostgreSQL (`api-pg`,
 * vitest.config.ts with TEST_DATABASE_URL), where a file takes about half the time; on the embedded
 * database `npm test` runs what is about it, or is where PGlite differs from a server:
 *
 * - the in-process HTTP fuzz (every call's 1,000 inputs: PGlite's own encoding of odd text found
 *   a 5xx the server never gave), while the same inputs reach PostgreSQL through the forwarding fuzz;
 * - the database layer (client, durability, paged reads), migrations and the seed;
 * - what PGlite's single session changes: parallel transactions queued on one session (the
 *   withdrawals' property test), the statements the persist and the market hold it with, the
 *   in-process NOTIFY and the re-entrant leader lock (the live market);
 * - text PGlite failed to store (input.test.ts), the probes over an embedded database (health);
 * - a smoke of the routes over one session: the app's own checks (app.test.ts) and the calls that
 *   move money in a transaction with locked balance rows (orders, withdrawals, transfers, deposits),
 *   where a query outside the transaction would wait on it forever here and pass on a server;
 * - bytes stored and read back (uploads' bytea: the KYC application's documents).
 *
 * Any API test file runs on PGlite when named: `npx vitest run --root . --config vitest.config.ts <file>`.
 */
export const PGLITE_FILES = [
  'fuzz/http-*.test.ts',
  'src/db/**/*.test.ts',
  'src/seed/**/*.test.ts',
  'src/domain/wallet/withdrawals.property.test.ts',
  'src/market/persist.test.ts',
  'src/market/live.test.ts',
  'src/http/input.test.ts',
  'src/http/health.test.ts',
  'src/app.test.ts',
  'src/routes/spot.test.ts',
  'src/routes/withdraw.test.ts',
  'src/routes/transfers.test.ts',
  'src/routes/wallet.test.ts',
  'src/routes/kycApply.test.ts',
];

export default defineConfig({ ...base, test: { ...base.test, include: PGLITE_FILES } });
