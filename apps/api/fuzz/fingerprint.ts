import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/domain/sqlRows';

/**
 * Tables a refused request may legitimately write: the rate limits' bookkeeping, where a refused
 * login, sign-up, fund-password check or sensitive account change (security_attempts) is counted
 * (that is how the limits work), and where every reservation drops the rows that left the window
 * (invite-code checks: a one-minute window); the login history, where a refused login against an
 * existing account is recorded; and the password-reset codes, where a wrong code counts against
 * the code it was tried on.
 */
export const REFUSAL_BOOKKEEPING: ReadonlySet<string> = new Set([
  'login_attempts',
  'signup_attempts',
  'fund_pass_attempts',
  'security_attempts',
  'invite_checks',
  'login_events',
  'password_resets',
]);

/**
 * Columns a request may write whatever its input, by table, left out of the fingerprint: a session
 * records when it was last seen at most every five minutes (security/sessions.ts), so a suite that
 * runs past that (a loaded machine, the forwarding fuzz at ~16 inputs at a time) sees a refused
 * input with a session touch it. Every other column of those tables is still compared.
 */
export const TOUCHED_COLUMNS: Readonly<Record<string, readonly string[]>> = { sessions: ['last_seen'] };

/**
 * Tables with more rows than this (the seeded markets, currencies and candles, which no HTTP call
 * writes) are fingerprinted by their row count only: hashing them would cost most of the run.
 */
const HASHED_MAX_ROWS = 300;

/** table name → `rows:md5 of every row's text` (or `rows:` for a big table). */
export type Fingerprint = Record<string, string>;

/**
 * A cheap fingerprint of the whole `public` schema in one query: each table's row count and an md5
 * of its rows' text, so any insert, update or delete shows. Returns the function that takes it.
 */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const counted = rowsOf(
    await db.execute(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    ),
  )
    .map((row) => String(row.name))
    .filter((name) => !REFUSAL_BOOKKEEPING.has(name) && /^[a-z0-9_]+$/.test(name));
  const parts: string[] = [];
  for (const name of counted) {
    const [row] = rowsOf(await db.execute(sql.raw(`select count(*)::int as n from "${name}"`)));
    const big = Number(row?.n ?? 0) > HASHED_MAX_ROWS;
    // the names are fixed identifiers (TOUCHED_COLUMNS): safe to splice
    const text = TOUCHED_COLUMNS[name] ? `(to_jsonb(x) ${TOUCHED_COLUMNS[name].map((c) => `- '${c}'`).join(' ')})::text` : 'x::text';
    parts.push(
      big
        ? `select '${name}'::text as t, count(*)::text || ':' as f from "${name}"`
        : `select '${name}'::text as t, count(*)::text || ':' || md5(coalesce(string_agg(${text}, '|' order by ${text}), '')) as f from "${name}" x`,
    );
  }
  const query = sql.raw(parts.join(' union all '));
  return async () => Object.fromEntries(rowsOf(await db.execute(query)).map((row) => [String(row.t), String(row.f)]));
}

/** The tables whose fingerprint differs (empty when none). */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]).sort();
}
