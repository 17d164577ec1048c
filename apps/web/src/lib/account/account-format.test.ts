import { describe, expect, it } from 'vitest';
import { fiatAmount, formatAmount, safeAvatar, toFiat } from './account-format';

describe('account formatting', () => {
  it('shows 0.00 for empty or malformed amounts', () => {
    expect(formatAmount('', 'en')).toBe('0.00');
    expect(formatAmount(undefined, 'en')).toBe('0.00');
    expect(formatAmount('abc', 'en')).toBe('0.00');
    expect(formatAmount('53000', 'en')).toBe('53,000.00');
    expect(formatAmount('1234.5', 'de')).toBe('1.234,50');
  });
  it('formats a fiat total with its currency', () => {
    expect(formatAmount('100', 'en', 'EUR')).toBe('€100.00');
    expect(formatAmount('100', 'en', 'NOTACODE')).toBe('100.00');
  });
  it('shows a USD amount in the fiat in force, or in USD when the fiat has no rate', () => {
    expect(fiatAmount('100', { EUR: '0.9' }, 'EUR', 'en')).toBe('€90.00');
    expect(fiatAmount('100', { EUR: '0.9' }, 'TRY', 'en')).toBe('$100.00');
  });
  it('converts USD to the fiat at its rate', () => {
    expect(Number(toFiat('100', '0.92'))).toBeCloseTo(92);
    expect(toFiat('100', 'x')).toBe('100');
    expect(toFiat('', '2')).toBe('0');
  });
  it('accepts only same-site or allowed-host https avatars', () => {
    expect(safeAvatar('/avatars/1.png', [])).toBe('/avatars/1.png');
    expect(safeAvatar('https://gate.example/a.png', ['gate.example'])).toBe('https://gate.example/a.png');
    expect(safeAvatar('https://evil.example/a.png', ['gate.example'])).toBeUndefined();
    expect(safeAvatar('javascript:alert(1)', ['gate.example'])).toBeUndefined();
    expect(safeAvatar('//evil.example/a.png', [])).toBeUndefined();
    expect(safeAvatar('http://gate.example/a.png', ['gate.example'])).toBeUndefined();
    expect(safeAvatar('', [])).toBeUndefined();
  });
});
