import { sql } from 'drizzle-orm';
import type { Tx } from '../../security/rateLimit';
import { rowsOf } from '../sqlRows';

/**
 * Balance rows inside a trading transaction. Every transaction that moves money locks the rows it
 * changes in one global order (user id, then asset), after the pair's lock (book.ts), so two
 * transactions never wait on each other in a circle. The CHECK constraints on `balances` (never
 * negative) are the last line of defence behind the checks the callers make under these locks.
 */

export interface BalanceKey {
  readonly userId: number;
  readonly asset: string;
}

export interface Held {
  readonly available: string;
  readonly locked: string;
}

const keyOf = (k: BalanceKey) => `${k.userId}:${k.asset}`;

function sorted(keys: readonly BalanceKey[]): BalanceKey[] {
  const unique = new Map(keys.map((k) => [keyOf(k), k]));
  return [...unique.values()].sort((a, b) => a.userId - b.userId || (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
}

/** Creates the missing rows (zero) and locks every row, in the global order; answers them by `userId:asset`. */
export async function lockBalanceRows(tx: Tx, keys: readonly BalanceKey[]): Promise<Map<string, Held>> {
  const rows = sorted(keys);
  if (rows.length === 0) return new Map();
  const json = JSON.stringify(rows.map((k) => ({ user_id: k.userId, asset: k.asset })));
  await tx.execute(sql`
    insert into balances (user_id, asset)
    select k.user_id, k.asset from jsonb_to_recordset(${json}::jsonb) as k(user_id int, asset text)
    order by k.user_id, k.asset
    on conflict do nothing`);
  const held = await tx.execute(sql`
    select b.user_id, b.asset, b.available::text as available, b.locked::text as locked
      from balances b
      join jsonb_to_recordset(${json}::jsonb) as k(user_id int, asset text) on b.user_id = k.user_id and b.asset = k.asset
     order by b.user_id, b.asset
       for update of b`);
  return new Map(rowsOf(held).map((r) => [`${Number(r.user_id)}:${String(r.asset)}`, { available: String(r.available), locked: String(r.locked) }]));
}

/** Adds each change to its (already locked) row, in one statement. */
export async function applyBalanceChanges(tx: Tx, changes: Iterable<BalanceKey & { readonly available: string; readonly locked: string }>): Promise<void> {
  const list = [...changes].map((c) => ({ user_id: c.userId, asset: c.asset, available: c.available, locked: c.locked }));
  if (list.length === 0) return;
  await tx.execute(sql`
    update balances b
       set available = b.available + c.available::numeric, locked = b.locked + c.locked::numeric
      from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as c(user_id int, asset text, available text, locked text)
     where b.user_id = c.user_id and b.asset = c.asset`);
}
