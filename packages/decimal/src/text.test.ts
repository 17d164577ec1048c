import { describe, expect, it } from 'vitest';
import { parseDecimal, toText } from './dec';
import { add, cmp, fixed, isDecimal, max, min, mul, normal, placesOf, sub, unitOf } from './text';

describe('decimal text', () => {
  it('adds, subtracts and multiplies exactly (no float error)', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('0.3', '0.1')).toBe('0.2');
    expect(sub('1', '1.5')).toBe('-0.5');
    expect(mul('60000.1', '0.01')).toBe('600.001');
    expect(mul('0.01', '0.002')).toBe('0.00002');
    expect(mul('123456789.123456789', '1000000000')).toBe('123456789123456789');
    expect(sub('0', '0')).toBe('0');
  });

  it('compares across scales', () => {
    expect(cmp('1.50', '1.5')).toBe(0);
    expect(cmp('0.0001', '0.001')).toBe(-1);
    expect(cmp('-2', '-3')).toBe(1);
    expect(max('2', '10')).toBe('10');
    expect(min('2', '10')).toBe('2');
  });

  it('normalises, counts places and rounds half away from zero', () => {
    expect(normal('007.2500')).toBe('7.25');
    expect(normal('-0.000')).toBe('0');
    expect(placesOf('1.2300')).toBe(2);
    expect(placesOf('100')).toBe(0);
    expect(fixed('60000', 1)).toBe('60000.0');
    expect(fixed('1.25', 1)).toBe('1.3');
    expect(fixed('-1.25', 1)).toBe('-1.3');
    expect(fixed('1.2449', 2)).toBe('1.24');
    expect(fixed('0.999', 0)).toBe('1');
    expect(unitOf(3)).toBe('0.001');
    expect(unitOf(0)).toBe('1');
  });

  it('trims as trim_scale does and adds exactly', () => {
    expect(normal('67000.50')).toBe('67000.5');
    expect(normal('3.000')).toBe('3');
    expect(normal('0.00')).toBe('0');
    expect(normal('120')).toBe('120');
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add('12345.678', '0.00000001')).toBe('12345.67800001');
    expect(add('999.9', '0.1')).toBe('1000');
    expect(add('0.5', '-0.75')).toBe('-0.25');
    expect(add('7', '0')).toBe('7');
  });

  it('normalises to the same text as the value written out, signs and zeros anywhere', () => {
    for (const whole of ['0', '00', '7', '007', '120', '98765432109876543210']) {
      for (const fraction of ['', '0', '000', '5', '50', '0500', '00000000000000000001']) {
        const text = fraction ? `${whole}.${fraction}` : whole;
        const value = parseDecimal(text);
        if (!value) throw new Error(text);
        expect(normal(text), text).toBe(toText(value));
        expect(normal(`-${text}`), `-${text}`).toBe(value.units === 0n ? '0' : `-${toText(value)}`);
      }
    }
  });

  it('refuses what is not a plain decimal', () => {
    expect(isDecimal('1e5')).toBe(false);
    expect(() => add('1e5', '1')).toThrow(/not a plain decimal/);
  });
});
