import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBuyCryptoFiatSetting, type FiatSetting } from '@exchange/contract/c2c';

vi.mock('server-only', () => ({}));

const answers: { ok: boolean; list: FiatSetting[] }[] = [];
const calls = vi.fn();

vi.mock('@/lib/api/server', () => {
  const serverRequest = async () => {
    calls();
    const next = answers.shift() ?? { ok: false, list: getBuyCryptoFiatSetting.fallback.data };
    const data = { code: 0, message: '', data: next.list };
    return next.ok ? { ok: true, data } : { ok: false, data, error: { status: 0, code: 0, message: 'fetch failed' } };
  };
  return { serverRequest, serverApi: async () => (await serverRequest()).data };
});

const TRY: FiatSetting = { fiat: 'TRY', credit_card: true, bank_transfer: false, p2p: true };

describe('getFiatSettings', () => {
  beforeEach(() => {
    vi.resetModules();
    calls.mockClear();
    answers.length = 0;
  });

  it('does not cache the fallback of a failed call: the next request asks again', async () => {
    const { getFiatSettings } = await import('./fiat-settings');
    answers.push({ ok: false, list: getBuyCryptoFiatSetting.fallback.data }, { ok: true, list: [TRY] });
    expect(await getFiatSettings(1_000)).toEqual(getBuyCryptoFiatSetting.fallback.data);
    expect(await getFiatSettings(2_000)).toEqual([TRY]);
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('caches a successful answer for 240 s', async () => {
    const { getFiatSettings } = await import('./fiat-settings');
    answers.push({ ok: true, list: [TRY] });
    expect(await getFiatSettings(1_000)).toEqual([TRY]);
    expect(await getFiatSettings(200_000)).toEqual([TRY]);
    expect(calls).toHaveBeenCalledTimes(1);
    answers.push({ ok: true, list: [] });
    expect((await getFiatSettings(242_000)).length).toBe(1);
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
