import { describe, expect, it } from 'vitest';
import type { MarketTrade } from '@exchange/contract/book';
import { feeText, formatTradeTime, isoTime, latestTrades, sideArrow, tradeMs, TRADE_ROWS } from './recent-trades';

function trade(id: number, ms: number, side: 'buy' | 'sell' = 'buy'): MarketTrade {
  return { id, create_time: Math.floor(ms / 1000), create_time_ms: `${ms}.123`, side, currency_pair: 'BTC_USDT', amount: '0.5', price: '64000.1' };
}

describe('latestTrades', () => {
  it('keeps an ordered list as it is (the same objects) and caps it', () => {
    const trades = Array.from({ length: 50 }, (_, i) => trade(100 - i, 1_700_000_000_000 - i * 1000));
    const rows = latestTrades(trades);
    expect(rows).toHaveLength(TRADE_ROWS);
    expect(rows[0]).toBe(trades[0]);
    const few = trades.slice(0, 3);
    expect(latestTrades(few)).toBe(few);
  });

  it('puts trades newest first, by time and then id, each once', () => {
    const a = trade(1, 1000);
    const b = trade(2, 2000);
    const c = trade(3, 2000);
    expect(latestTrades([a, c, b, c]).map((t) => t.id)).toEqual([3, 2, 1]);
    expect(latestTrades([a, b], 1).map((t) => t.id)).toEqual([2]);
    expect(latestTrades([])).toEqual([]);
  });
});

describe('trade times', () => {
  it('reads the contract’s millisecond text', () => {
    expect(tradeMs('1733500000123.456')).toBe(1733500000123);
    expect(tradeMs('x')).toBeNaN();
  });

  it('shows HH:MM:SS on the 24-hour clock in the zone asked for', () => {
    const ms = Date.UTC(2026, 11, 6, 15, 4, 5, 999);
    expect(formatTradeTime(ms, 'en', 'UTC')).toBe('15:04:05');
    expect(formatTradeTime(ms, 'en', 'Asia/Tokyo')).toBe('00:04:05');
    expect(formatTradeTime(ms, 'de', 'Europe/Berlin')).toBe('16:04:05');
    expect(formatTradeTime(Date.UTC(2026, 0, 1, 0, 0, 0), 'en-eu', 'UTC')).toBe('00:00:00');
    expect(formatTradeTime(Number.NaN, 'en')).toBe('--:--:--');
    expect(isoTime(ms)).toBe('2026-12-06T15:04:05.999Z');
    expect(isoTime(Number.NaN)).toBe('');
  });
});

describe('side and fee', () => {
  it('marks a buy up and a sell down', () => {
    expect(sideArrow('buy')).toBe('▲');
    expect(sideArrow('sell')).toBe('▼');
  });

  it('shows the fee exactly with its currency', () => {
    expect(feeText({ fee: '0.000012345678', fee_currency: 'BTC' }, 'en')).toBe('0.000012345678 BTC');
    expect(feeText({ fee: '1234.5', fee_currency: 'USDT' }, 'de')).toBe('1.234,5 USDT');
  });
});
