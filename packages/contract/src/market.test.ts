import { describe, expect, it } from 'vitest';
import { API_LANGUAGES, apiLanguage, commonTabs, marketFutures, marketSpots, pilotMarkets, preMarketCurrencies, preMintCurrencies } from './market';

describe('apiLanguage', () => {
  it('maps locales as the spec says: zh→cn, zh-tw→tw, pt→pt-PT, pt-br→pt-BR, others as they are', () => {
    expect(apiLanguage('zh')).toBe('cn');
    expect(apiLanguage('zh-tw')).toBe('tw');
    expect(apiLanguage('pt')).toBe('pt-PT');
    expect(apiLanguage('pt-br')).toBe('pt-BR');
    expect(apiLanguage('ja')).toBe('ja');
    expect(apiLanguage('en-eu')).toBe('en');
    expect(apiLanguage('it-eu')).toBe('it');
    expect(apiLanguage('xx')).toBe('en');
  });
  it('lists 18 distinct API languages', () => {
    expect(API_LANGUAGES).toHaveLength(18);
  });
});

describe('market call fallbacks', () => {
  it('are empty lists that satisfy their answer schemas (futures with code 200)', () => {
    for (const call of [marketSpots, pilotMarkets, commonTabs]) expect(call.answer.parse(call.fallback).data).toEqual([]);
    expect(marketFutures.answer.parse(marketFutures.fallback)).toEqual({ code: 200, message: '', data: [] });
    for (const call of [preMarketCurrencies, preMintCurrencies]) expect(call.answer.parse(call.fallback).data.list).toEqual([]);
  });
  it('refuse a wrong exchange_type, timezone or limit', () => {
    expect(marketSpots.request.safeParse({ exchange_type: 'ALL', timezone: 'utc8' }).success).toBe(true);
    expect(marketSpots.request.safeParse({ exchange_type: 'ALL', timezone: 'utc9' }).success).toBe(false);
    expect(marketFutures.request.safeParse({ exchange_type: 'CONTRACT_ALL', is_testnet: '1' }).success).toBe(true);
    expect(marketFutures.request.safeParse({ exchange_type: 'CONTRACT_ALL', is_testnet: 'true' }).success).toBe(false);
    expect(preMarketCurrencies.request.parse({ limit: '100', page: '1' })).toEqual({ limit: 100, page: 1 });
    expect(preMarketCurrencies.request.safeParse({ limit: '101' }).success).toBe(false);
  });
});
