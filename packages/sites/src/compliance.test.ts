import { describe, expect, it } from 'vitest';
import { DEPOSIT_CODE, SITE_COMPLIANCE, SITE_SWITCH_CODES, SPOT_TRADE_CODE, depositClosedReason, spotClosedReason } from './compliance';

describe('spotClosedReason: the one rule the API refuses spot orders by and the trade page says so by', () => {
  const open = { withdrawOnly: false, menu: [] as string[], limitCountry: false };
  it.each([
    ['open', open, null],
    ['another feature restricted', { ...open, menu: ['derivatives', 'copy_trading'] }, null],
    ['a withdraw-only account', { ...open, withdrawOnly: true }, 'withdrawOnly'],
    ['a rule whose menu holds spot_trade (NL, UZ)', { ...open, menu: ['derivatives', SPOT_TRADE_CODE] }, 'spotTradeRestricted'],
    ['a limited country', { ...open, limitCountry: true }, 'limitCountry'],
    ['withdraw-only first, whatever the rule says', { withdrawOnly: true, menu: [SPOT_TRADE_CODE], limitCountry: true }, 'withdrawOnly'],
    ['the menu before the limited country', { ...open, menu: [SPOT_TRADE_CODE], limitCountry: true }, 'spotTradeRestricted'],
  ] as const)('%s', (_name, facts, want) => {
    expect(spotClosedReason(facts)).toBe(want);
  });
});

describe('site-switch bars', () => {
  it('main offers the EU site to visitors from the EEA; the EU site offers main to visitors from outside it; no other site has one', () => {
    const bars = Object.entries(SITE_COMPLIANCE).flatMap(([key, site]) => ('switchBar' in site ? [[key, site.switchBar]] : []));
    expect(bars).toEqual([
      ['main', { code: SITE_SWITCH_CODES.toEu, to: 'eu', direction: 'mainToEu', offeredTo: 'eea' }],
      ['eu', { code: SITE_SWITCH_CODES.toMain, to: 'main', direction: 'euToMain', offeredTo: 'outsideEea' }],
    ]);
  });
});

describe('depositClosedReason: the one rule the API refuses deposit addresses by', () => {
  it.each([
    [{ withdrawOnly: true, menu: [], limitCountry: false }, 'withdrawOnly'],
    [{ withdrawOnly: true, menu: [DEPOSIT_CODE], limitCountry: true }, 'withdrawOnly'],
    [{ withdrawOnly: false, menu: [DEPOSIT_CODE], limitCountry: true }, 'depositRestricted'],
    [{ withdrawOnly: false, menu: [SPOT_TRADE_CODE], limitCountry: true }, 'limitCountry'],
    [{ withdrawOnly: false, menu: [SPOT_TRADE_CODE], limitCountry: false }, null],
    [{ withdrawOnly: false, menu: [], limitCountry: false }, null],
  ] as const)('%j → %s', (facts, want) => {
    expect(depositClosedReason(facts)).toBe(want);
  });
});
