import { describe, expect, it } from 'vitest';
import { seedFuturesContracts, seedSpotMarkets } from '../seed/data/markets';
import { futuresMarketRow, specOf, spotMarketRow, type MarketRow } from './instruments';
import { BUCKET_MS, DAY_MS, createState, formatVolume, stats24h, step, type InstrumentSpec } from './simulator';
import { decimalsFor } from '../domain/prices';

const DAY0 = Date.UTC(2026, 10, 22, 23, 58, 0);

function rows(): MarketRow[] {
  const today = new Date(DAY0);
  return [...seedSpotMarkets(today).map(spotMarketRow), ...seedFuturesContracts(today).map(futuresMarketRow)];
}

const SPECS: InstrumentSpec[] = rows().map(specOf);

describe('market simulator', () => {
  it('is deterministic: the same seed and clock give the same prices, however the steps are cut', () => {
    const a = createState(SPECS, 'seed-1', 1000, DAY0);
    const b = createState(SPECS, 'seed-1', 1000, DAY0);
    // a: one step of 3 minutes; b: 180 steps of a second
    const ra = step(a, DAY0 + 180_000);
    for (let s = 1; s <= 180; s += 1) step(b, DAY0 + s * 1000);
    expect(a.instruments.map((i) => i.price)).toEqual(b.instruments.map((i) => i.price));
    expect(ra.ticks.length).toBeGreaterThan(100);
    const c = createState(SPECS, 'seed-2', 1000, DAY0);
    step(c, DAY0 + 180_000);
    expect(c.instruments.map((i) => i.price)).not.toEqual(a.instruments.map((i) => i.price));
  });

  it('reports each step’s low and high over all its ticks, as one tick at a time would see them', () => {
    const specs = SPECS.slice(0, 40);
    const whole = createState(specs, 'range', 1000, DAY0);
    const single = createState(specs, 'range', 1000, DAY0);
    const { ranges } = step(whole, DAY0 + 120_000);
    const seen = new Map<string, number[]>();
    for (let s = 1; s <= 120; s += 1) {
      for (const tick of step(single, DAY0 + s * 1000).ticks)
        seen.set(`${tick.kind}:${tick.name}`, [...(seen.get(`${tick.kind}:${tick.name}`) ?? []), Number(tick.last)]);
    }
    expect(ranges).toHaveLength(seen.size);
    for (const r of ranges) {
      const prices = seen.get(`${r.kind}:${r.name}`) ?? [];
      expect([Number(r.low), Number(r.high)]).toEqual([Math.min(...prices), Math.max(...prices)]);
    }
    expect(ranges.some((r) => r.low !== r.high)).toBe(true);
  });

  it('keeps prices positive and on the instrument’s decimals, volumes and ranges consistent', () => {
    const state = createState(SPECS, 'inv', 1000, DAY0);
    let candles = 0;
    for (let s = 1; s <= 30; s += 1) {
      const { ticks, candles: closed } = step(state, DAY0 + s * 10_000);
      candles += closed.length;
      for (const tick of ticks) {
        const last = Number(tick.last);
        expect(last).toBeGreaterThan(0);
        expect(Number(tick.low24h)).toBeLessThanOrEqual(last);
        expect(Number(tick.high24h)).toBeGreaterThanOrEqual(last);
        expect(Number(tick.bid)).toBeLessThan(Number(tick.ask));
        expect(Number(tick.quoteVolume)).toBeGreaterThanOrEqual(0);
        expect(tick.last).toMatch(/^\d+(\.\d+)?$/);
      }
      for (const c of closed) {
        expect(Number(c.l)).toBeLessThanOrEqual(Math.min(Number(c.o), Number(c.c)));
        expect(Number(c.h)).toBeGreaterThanOrEqual(Math.max(Number(c.o), Number(c.c)));
        expect(c.t % 60).toBe(0);
      }
    }
    expect(candles).toBeGreaterThan(100);
    for (const inst of state.instruments) {
      expect(inst.price).toBeGreaterThan(0);
      const text = inst.price.toFixed(inst.spec.decimals);
      expect(Number(text)).toBe(inst.price);
    }
  });

  it('majors move less than the tail over a day, and stay near their start', () => {
    const state = createState(SPECS, 'vol', 60_000, DAY0);
    const start = state.instruments.map((i) => i.price);
    step(state, DAY0 + DAY_MS / 2);
    const moves = state.instruments.map((i, n) => Math.abs(Math.log(i.price / (start[n] ?? 1))));
    const btc = state.instruments.findIndex((i) => i.spec.name === 'BTC_USDT' && i.spec.kind === 'spot');
    expect(moves[btc]).toBeLessThan(0.2);
    const usdc = state.instruments.findIndex((i) => i.spec.name === 'USDC_USDT');
    if (usdc >= 0) expect(moves[usdc]).toBeLessThan(0.01);
  });

  it('starts from the stored 24 h change and rolls the UTC-day open at midnight', () => {
    const state = createState(SPECS, 'opens', 1000, DAY0);
    const btc = state.instruments.find((i) => i.spec.name === 'BTC_USDT' && i.spec.kind === 'spot');
    if (!btc) throw new Error('no BTC_USDT');
    const s = stats24h(btc, DAY0);
    expect(s.open).toBeCloseTo(btc.spec.open24h, 6);
    expect(s.quote).toBeGreaterThan(btc.spec.quoteVolume24h * 0.7);
    const before = btc.openUtc0;
    step(state, DAY0 + 3 * 60_000); // crosses 00:00 UTC
    expect(btc.openUtc0).not.toBe(before);
    // the UTC+8 day starts at 16:00 UTC: unchanged at midnight
    expect(btc.openUtc8).toBe(btc.spec.openUtc8 > 0 ? Number(btc.openUtc8) : btc.price);
  });

  it('does not trade a listing before it opens', () => {
    const spec: InstrumentSpec = { ...SPECS[0]!, name: 'NEW_USDT', activity: 1, tradingFrom: DAY0 + DAY_MS };
    const state = createState([spec], 's', 1000, DAY0);
    expect(step(state, DAY0 + BUCKET_MS).ticks).toEqual([]);
  });

  it('formats', () => {
    expect(decimalsFor(95_000)).toBe(1);
    expect(decimalsFor(3_500)).toBe(2);
    expect(decimalsFor(0.00001234)).toBe(10);
    expect(formatVolume(1234.5678912)).toBe('1234.57');
    expect(formatVolume(0)).toBe('0');
  });
});

describe('candle history', () => {
  it('walks back from the price: continuous, positive, deterministic, for the most active markets only', async () => {
    const { backfillTargets, historyOf } = await import('./backfill');
    const targets = backfillTargets(SPECS);
    expect(targets.some((s) => s.name === 'BTC_USDT' && s.kind === 'spot')).toBe(true);
    expect(targets.length).toBeLessThan(80);
    const btc = targets.find((s) => s.name === 'BTC_USDT' && s.kind === 'spot');
    if (!btc) throw new Error('no BTC_USDT');
    const day = historyOf(btc, 's', DAY0, 1);
    expect(day).toHaveLength(1440);
    expect(day).toEqual(historyOf(btc, 's', DAY0, 1));
    expect(day.at(-1)?.c).toBe(btc.price.toFixed(btc.decimals));
    expect(day.at(-1)?.t).toBe(Math.floor(DAY0 / 60_000) * 60 - 60);
    for (let i = 1; i < day.length; i += 1) expect(day[i]?.o).toBe(day[i - 1]?.c);
    for (const c of day) expect(Number(c.l)).toBeGreaterThan(0);
  });
});
