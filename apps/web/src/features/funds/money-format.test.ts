import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity } from './money-format';

describe('money formatting from decimal text', () => {
  it('writes a fiat amount to 2 places the way the header does', () => {
    expect(formatMoney('53000.00', 'USD', 'en')).toBe('$53,000.00');
    expect(formatMoney('0.005', 'USD', 'en')).toBe('$0.01');
    expect(formatMoney('1234.5', 'EUR', 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
  });

  it('keeps every digit of a large amount and cuts quantities to 8 places', () => {
    expect(formatQuantity('12345678901234567.5', 'en', 2)).toBe('12,345,678,901,234,567.5');
    expect(formatQuantity('0.123456789', 'en')).toBe('0.12345678');
    expect(formatQuantity('2', 'en')).toBe('2');
  });
});
