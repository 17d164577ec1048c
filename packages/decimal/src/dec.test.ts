import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  divideDown,
  divideUp,
  isZero,
  multiply,
  normalize,
  parseDecimal,
  percentOf,
  roundDown,
  roundHalfAway,
  significantDecimals,
  subtract,
  toText,
  ZERO,
  type Dec,
} from './dec';

const d = (text: string): Dec => {
  const value = parseDecimal(text);
  if (!value) throw new Error(`not decimal: ${text}`);
  return value;
};

describe('parseDecimal', () => {
  it('reads plain decimal text, with or without a whole or a fraction part', () => {
    expect(d('12')).toEqual({ units: 12n, scale: 0 });
    expect(d('0.5')).toEqual({ units: 5n, scale: 1 });
    expect(d('.5')).toEqual({ units: 5n, scale: 1 });
    expect(d('5.')).toEqual({ units: 5n, scale: 0 });
    expect(d(' 1.250 ')).toEqual({ units: 1250n, scale: 3 });
  });

  it.each(['', '.', '-1', '+1', '1e5', '1,5', '1.2.3', 'abc', 'Infinity', 'NaN', '0x10'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeUndefined();
  });
});

describe('arithmetic', () => {
  it('adds 0.1 and 0.2 to exactly 0.3 (where floating point gives 0.30000000000000004)', () => {
    expect(toText(add(d('0.1'), d('0.2')))).toBe('0.3');
    expect(compare(add(d('0.1'), d('0.2')), d('0.3'))).toBe(0);
  });

  it('keeps every digit of large values with many decimals', () => {
    expect(toText(add(d('123456789.123456789012'), d('0.000000000001')))).toBe('123456789.123456789013');
    expect(toText(multiply(d('67012.55'), d('0.00012345')))).toBe('8.2726992975');
    expect(toText(multiply(d('99999999999999999999'), d('99999999999999999999')))).toBe('9999999999999999999800000000000000000001');
  });

  it('compares across scales', () => {
    expect(compare(d('1.50'), d('1.5'))).toBe(0);
    expect(compare(d('0.00000001'), d('0'))).toBe(1);
    expect(compare(d('2'), d('10'))).toBe(-1);
    expect(compare(d('10.000000000000000001'), d('10'))).toBe(1);
  });

  it('rounds down to a number of decimals, never up', () => {
    expect(toText(roundDown(d('1.23999'), 2))).toBe('1.23');
    expect(toText(roundDown(d('0.009'), 2))).toBe('0');
    expect(toText(roundDown(d('1.2'), 4))).toBe('1.2');
    expect(toText(roundDown(d('7.9'), 0))).toBe('7');
  });

  it('divides rounding down to the asked decimals', () => {
    expect(toText(divideDown(d('100'), d('3'), 4)!)).toBe('33.3333');
    expect(toText(divideDown(d('1000'), d('67012.5'), 6)!)).toBe('0.014922');
    expect(toText(divideDown(d('0.3'), d('0.1'), 8)!)).toBe('3');
    expect(toText(divideDown(d('5'), d('0.0000001'), 0)!)).toBe('50000000');
    expect(toText(divideDown(d('1.23456789'), d('1'), 2)!)).toBe('1.23');
    expect(divideDown(d('1'), d('0.000'), 2)).toBeUndefined();
  });

  it('divides rounding up when the quotient is not exact', () => {
    expect(toText(divideUp(d('1'), d('60000'), 7)!)).toBe('0.0000167');
    expect(toText(divideUp(d('0.3'), d('0.1'), 2)!)).toBe('3');
    expect(toText(divideUp(d('10'), d('3'), 0)!)).toBe('4');
    expect(divideUp(d('1'), d('0'), 2)).toBeUndefined();
  });

  it('takes whole percentages exactly', () => {
    expect(toText(percentOf(d('0.1'), 25))).toBe('0.025');
    expect(toText(percentOf(d('3'), 33))).toBe('0.99');
    expect(toText(percentOf(d('1234.5678'), 100))).toBe('1234.5678');
    expect(() => percentOf(d('1'), 2.5)).toThrow(RangeError);
  });

  it('subtracts below zero and rounds half away from zero, the sign written once', () => {
    expect(toText(subtract(d('1'), d('1.5')))).toBe('-0.5');
    expect(toText(subtract(d('0.5'), d('0.50')))).toBe('0');
    expect(toText(roundHalfAway(d('1.25'), 1))).toBe('1.3');
    expect(toText(roundHalfAway(subtract(ZERO, d('1.25')), 1))).toBe('-1.3');
    expect(toText(roundHalfAway(d('1.2449'), 2))).toBe('1.24');
    expect(toText(subtract(ZERO, d('0.004')), 2)).toBe('0.00');
    expect(toText(subtract(ZERO, d('1.5')), 3)).toBe('-1.500');
  });

  it('knows zero in any scale', () => {
    expect(isZero(d('0.000'))).toBe(true);
    expect(isZero(d('0.001'))).toBe(false);
  });
});

describe('toText', () => {
  it('writes canonical text, or a fixed number of decimals', () => {
    expect(toText(d('0.0500'))).toBe('0.05');
    expect(toText(d('2.000'))).toBe('2');
    expect(toText(d('0.0000000001'))).toBe('0.0000000001');
    expect(toText(d('1.5'), 4)).toBe('1.5000');
    expect(toText(d('1.56789'), 2)).toBe('1.56');
    expect(toText(d('0'), 2)).toBe('0.00');
  });

  it('normalizes decimal text', () => {
    expect(normalize('001.50')).toBe('1.5');
    expect(normalize('.5')).toBe('0.5');
    expect(normalize('x')).toBeUndefined();
  });

  it('counts the fraction digits that matter', () => {
    expect(significantDecimals('1.50')).toBe(1);
    expect(significantDecimals('2.000')).toBe(0);
    expect(significantDecimals('7')).toBe(0);
    expect(significantDecimals('0.00012345')).toBe(8);
  });
});
