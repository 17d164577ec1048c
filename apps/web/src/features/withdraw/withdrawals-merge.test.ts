import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '@exchange/contract/withdraw';
import { WITHDRAWALS_SHOWN, mergeWithdrawal } from './withdrawals-merge';

const withdrawal = (id: string, over: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  text: `t-${id}`,
  currency: 'USDT',
  network: 'TRX',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  memo: null,
  amount: '10',
  fee: '1',
  receive_amount: '9',
  status: 'pending',
  tx_hash: null,
  fail_reason: null,
  create_time_ms: 1_000,
  update_time_ms: 1_000,
  ...over,
});

describe('a withdrawal from the stream, merged into the shown list', () => {
  it('replaces a shown row where it stands with its newer state', () => {
    const list = [withdrawal('3'), withdrawal('2'), withdrawal('1')];
    const done = withdrawal('2', { status: 'completed', tx_hash: '0xabc', update_time_ms: 2_000 });
    expect(mergeWithdrawal(list, done, 'USDT').map((w) => [w.id, w.status])).toEqual([
      ['3', 'pending'],
      ['2', 'completed'],
      ['1', 'pending'],
    ]);
  });

  it('keeps a fresher read: an older update of a shown row changes nothing', () => {
    const list = [withdrawal('2', { status: 'completed', update_time_ms: 3_000 })];
    expect(mergeWithdrawal(list, withdrawal('2', { status: 'processing', update_time_ms: 2_000 }), 'USDT')).toBe(list);
  });

  it('puts a new one first and keeps the page to its size', () => {
    const list = Array.from({ length: WITHDRAWALS_SHOWN }, (_, i) => withdrawal(String(WITHDRAWALS_SHOWN - i)));
    const merged = mergeWithdrawal(list, withdrawal('99'), 'USDT');
    expect(merged).toHaveLength(WITHDRAWALS_SHOWN);
    expect(merged[0]?.id).toBe('99');
    expect(merged.at(-1)?.id).toBe('2');
  });

  it("leaves the list alone for another currency's withdrawal", () => {
    const list = [withdrawal('1')];
    expect(mergeWithdrawal(list, withdrawal('5', { currency: 'BTC' }), 'USDT')).toBe(list);
  });
});
