import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_WITH, getBuyCryptoFiatSetting } from '@exchange/contract/c2c';
import { SEED_FIATS } from '../seed/data/fiats';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';

const SETTING = getBuyCryptoFiatSetting.path;
const t = useFreshApp();

describe('buy_crypto_fiat_setting', () => {
  it('lists every seeded fiat once, sorted by code, to guests', async () => {
    const res = await call(t.app, SETTING);
    expect(res.status).toBe(200);
    const data = getBuyCryptoFiatSetting.answer.parse(res.json).data;
    expect(data.map((s) => s.fiat)).toEqual(SEED_FIATS.map((f) => f.code).sort());
  });

  it('has the documented methods: majors all three, TRY no P2P, VND and CNY P2P only', async () => {
    const data = getBuyCryptoFiatSetting.answer.parse((await call(t.app, SETTING)).json).data;
    const byFiat = new Map(data.map((s) => [s.fiat, s]));
    expect(byFiat.get('USD')).toEqual(DEFAULT_PAY_WITH);
    for (const fiat of ['EUR', 'GBP']) expect(byFiat.get(fiat)).toEqual({ fiat, credit_card: true, bank_transfer: true, p2p: true });
    expect(byFiat.get('TRY')).toEqual({ fiat: 'TRY', credit_card: true, bank_transfer: true, p2p: false });
    for (const fiat of ['VND', 'CNY']) expect(byFiat.get(fiat)).toEqual({ fiat, credit_card: false, bank_transfer: false, p2p: true });
    // Every fiat offers at least one way to buy.
    for (const s of data) expect(s.credit_card || s.bank_transfer || s.p2p, s.fiat).toBe(true);
  });

  it('refuses query fields with 400 (the call takes none)', async () => {
    expect((await call(t.app, `${SETTING}?fiat=USD`)).status).toBe(400);
  });
});
