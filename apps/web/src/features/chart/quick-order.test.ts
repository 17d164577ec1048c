import { describe, expect, it } from 'vitest';
import { crossedPrices, priceText, quickOrderAllowed } from './quick-order';

describe('quickOrderAllowed (spec doc 2 §5)', () => {
  const ok = { priceText: '64000.5', layout: 1, isPilot: false, priceMode: 'price' } as const;
  it.each([
    ['a price in the single layout', ok, true],
    ['a price starting with a minus (below zero on the scale)', { ...ok, priceText: '-3.2' }, false],
    ['no price (cross-hair off the chart)', { ...ok, priceText: '' }, false],
    ['a price shown with a currency sign', { ...ok, priceText: '$64000' }, false],
    ['two charts', { ...ok, layout: 2 }, false],
    ['four charts', { ...ok, layout: 4 }, false],
    ['a pilot symbol in market-cap mode', { ...ok, isPilot: true, priceMode: 'marketCap' }, false],
    ['a pilot symbol in price mode', { ...ok, isPilot: true }, true],
    ['market-cap mode for a symbol that is not pilot', { ...ok, priceMode: 'marketCap' }, true],
    ['a price starting with 0', { ...ok, priceText: '0.00012' }, true],
  ] as const)('%s → %s', (_name, input, expected) => expect(quickOrderAllowed(input)).toBe(expected));
});

describe('priceText', () => {
  it('formats with the pair decimals, empty for no price', () => {
    expect(priceText(64000.456, 1)).toBe('64000.5');
    expect(priceText(0.000123456, 6)).toBe('0.000123');
    expect(priceText(-2, 2)).toBe('-2.00');
    expect(priceText(null, 2)).toBe('');
    expect(priceText(Number.NaN, 2)).toBe('');
  });
});

describe('crossedPrices', () => {
  it('finds alert prices between two ticks, either way, edges included', () => {
    expect(crossedPrices(100, 110, [99, 100, 105, 110, 111])).toEqual([100, 105, 110]);
    expect(crossedPrices(110, 100, [105])).toEqual([105]);
    expect(crossedPrices(undefined, 100, [100])).toEqual([]);
    expect(crossedPrices(100, 100, [100])).toEqual([]);
  });
});
