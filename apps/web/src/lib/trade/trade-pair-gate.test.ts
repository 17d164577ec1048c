import { describe, expect, it } from 'vitest';
import { pairInfo } from '@exchange/contract/trade-fixture';
import { decodePairInfo, encodePairInfo, tradePairGate } from './trade-pair-gate';
import type { PairInfoOutcome } from './trade-pair';

const info = pairInfo({ change_percentage: '-1.2' });

/** A fake pair_info that records the pairs asked. */
function reader(outcome: PairInfoOutcome) {
  const asked: string[] = [];
  return { asked, read: (pair: string) => (asked.push(pair), Promise.resolve(outcome)) };
}

describe('tradePairGate', () => {
  const page = { kind: 'page', locale: 'de', path: '/trade/btc_usdt' } as const;

  it('asks pair_info for the trade page’s pair and passes its answer on', async () => {
    const fake = reader({ ok: true, info });
    const gate = await tradePairGate(page, fake.read);
    expect(fake.asked).toEqual(['BTC_USDT']);
    expect(gate.decision).toEqual(page);
    expect(decodePairInfo(gate.pairInfo, 'BTC_USDT')).toEqual(info);
  });

  it('makes a pair the API does not list (404) the 404 page, in the page’s locale', async () => {
    const gate = await tradePairGate({ ...page, path: '/trade/FOO_USDT' }, reader({ ok: false, status: 404 }).read);
    expect(gate).toEqual({ decision: { kind: 'notFound', locale: 'de', path: '/trade/FOO_USDT' }, pairInfo: undefined });
  });

  it('lets the page decide when pair_info fails otherwise', async () => {
    for (const outcome of [
      { ok: false, status: 0 },
      { ok: false, status: 500 },
      { ok: true, info: null },
    ] as const) {
      expect(await tradePairGate(page, reader(outcome).read)).toEqual({ decision: page, pairInfo: undefined });
    }
  });

  it('asks nothing for other pages, redirects and 404s', async () => {
    const fake = reader({ ok: false, status: 404 });
    for (const decision of [
      { kind: 'page', locale: 'en', path: '/price' },
      { kind: 'redirect', to: '/trade/BTC_USDT' },
      { kind: 'notFound', locale: 'en', path: '/trade/BTC_USDT/x' },
    ] as const) {
      expect((await tradePairGate(decision, fake.read)).decision).toEqual(decision);
    }
    expect(fake.asked).toEqual([]);
  });
});

describe('decodePairInfo', () => {
  it('reads what encodePairInfo wrote, for the same pair only', () => {
    const text = encodePairInfo(info);
    expect(text).toMatch(/^[\x21-\x7e]+$/);
    expect(decodePairInfo(text, 'BTC_USDT')).toEqual(info);
    expect(decodePairInfo(text, 'ETH_USDT')).toBeUndefined();
  });

  it('survives a currency name outside Latin-1', () => {
    const odd = { ...info, base: 'БТК' };
    expect(decodePairInfo(encodePairInfo(odd), 'BTC_USDT')).toEqual(odd);
  });

  it('refuses what is absent, not JSON, or not the contract’s shape', () => {
    expect(decodePairInfo(undefined, 'BTC_USDT')).toBeUndefined();
    expect(decodePairInfo('', 'BTC_USDT')).toBeUndefined();
    expect(decodePairInfo('%E0%A4%A', 'BTC_USDT')).toBeUndefined();
    expect(decodePairInfo(encodeURIComponent('{"pair":"BTC_USDT"}'), 'BTC_USDT')).toBeUndefined();
  });
});
