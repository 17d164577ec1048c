import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyNetwork } from '@exchange/chain/networks';
import { add, cmp, normal } from '@exchange/decimal/text';
import type { DbHandle } from '../../db/client';
import { balances, users, withdrawals } from '../../db/schema';
import { WithdrawalProcessor } from '../../market/withdrawals';
import { totpStep } from '../../security/totp';
import { spendTotpStep } from '../identity/secondFactor';
import { freshDb } from '../../../test/freshDb';
import { ADDRESSES } from '../../../test/wallet';
import { cancelUserWithdrawal, placeWithdrawal } from './withdrawals';

/**
 * The money of withdrawals under parallel requests: a hundred withdrawals of one balance at once
 * (a few repeating a client id, as a double click does), with the processor stepping beside them,
 * then cancels of every withdrawal at once beside the processor finishing what it took. After each
 * wave: the balance is never negative; locked is exactly what the pending and processing
 * withdrawals hold; available + locked + what completed withdrawals sent (received + fee) is the
 * starting balance; no client id has two withdrawals.
 *
 * The domain call is driven here, not HTTP: each withdrawal spends its own authenticator step
 * (placeWithdrawal records it in the transaction), and the HTTP path refuses all but five
 * confirmations per user in 15 minutes and accepts only three steps at any time, by design, so a
 * hundred parallel confirmed HTTP requests cannot exist. The confirmation itself is tested over
 * HTTP in routes/withdraw.test.ts. On PostgreSQL (TEST_DATABASE_URL) the transactions run in parallel.
 */
let handle: DbHandle;
const START = '1000';
const network = currencyNetwork('USDT', 'TRX');

beforeAll(async () => {
  handle = await freshDb();
});
afterAll(async () => {
  await handle.close();
});

async function newUser(n: number): Promise<number> {
  const [u] = await handle.db
    .insert(users)
    .values({ email: `prop-out-${n}@test.example`, passwordHash: 'x', nickname: `p${n}`, verified: 2 })
    .returning({ id: users.id });
  await handle.db.insert(balances).values({ userId: u!.id, asset: 'USDT', available: START });
  return u!.id;
}

async function expectBooks(userId: number): Promise<void> {
  const [held] = await handle.db.select().from(balances).where(eq(balances.userId, userId));
  const rows = await handle.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));
  const open = rows.filter((r) => r.status === 'pending' || r.status === 'processing');
  const done = rows.filter((r) => r.status === 'completed');
  expect(cmp(held!.available, '0')).toBeGreaterThanOrEqual(0);
  expect(normal(held!.locked)).toBe(normal(open.reduce((s, r) => add(s, r.amount), '0')));
  const sent = done.reduce((s, r) => add(add(s, r.receiveAmount), r.fee), '0');
  expect(normal(add(add(held!.available, held!.locked), sent))).toBe(START);
  expect(new Set(rows.map((r) => r.clientId)).size).toBe(rows.length);
}

describe('100 parallel withdrawals of one balance', () => {
  it('never take it below zero, and every unit is available, locked or sent', async () => {
    if (!network) throw new Error('USDT on TRX');
    let run = 0;
    let step = totpStep(new Date('2026-03-01T12:00:00Z'));
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            // 10 (the minimum) to 150 USDT, up to 6 decimals: 100 of them ask for several times the balance
            amount: fc.integer({ min: 10_000_000, max: 150_000_000 }).map((n) => normal(`${String(n).slice(0, -6)}.${String(n).slice(-6)}`)),
            // one in ten repeats the previous client id (a double click)
            repeat: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
          }),
          { minLength: 100, maxLength: 100 },
        ),
        async (specs) => {
          run += 1;
          const userId = await newUser(run);
          const processor = new WithdrawalProcessor(handle.db, { pendingMs: 0, processingMs: 0, batch: 20 });
          const now = new Date('2026-03-01T12:00:00Z');
          let id = 0;
          const placed = specs.map((s) => {
            if (!s.repeat) id += 1;
            step += 1;
            const own = step;
            return placeWithdrawal(handle.db, {
              user: { id: userId, verified: 2 },
              network,
              address: ADDRESSES.TRX,
              memo: null,
              amount: s.amount,
              clientId: `t-p${id}`,
              spend: (tx) => spendTotpStep(tx, userId, own, now),
              now,
            });
          });
          const results = await Promise.all([...placed, processor.advance(now.getTime()), processor.advance(now.getTime())]);
          const answers = results.slice(0, specs.length) as Awaited<(typeof placed)[number]>[];
          expect(answers.some((a) => a.ok)).toBe(true);
          expect(answers.some((a) => !a.ok && a.refused === 'invalid' && a.message === 'Insufficient balance')).toBe(true);
          await expectBooks(userId);

          const ids = (await handle.db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.userId, userId))).map((r) => r.id);
          await Promise.all([
            ...ids.map((w) => cancelUserWithdrawal(handle.db, userId, w, now)),
            processor.advance(now.getTime()),
            processor.advance(now.getTime()),
          ]);
          await expectBooks(userId);
          const left = await handle.db.select({ status: withdrawals.status }).from(withdrawals).where(inArray(withdrawals.id, ids));
          expect(left.every((r) => r.status !== 'pending')).toBe(true);
        },
      ),
      { numRuns: 3, endOnFailure: true },
    );
  }, 120_000);
});
