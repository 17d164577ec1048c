import { describe, expect, it } from 'vitest';
import { defaultIndicator, formValues, INDICATOR_FIELDS, readIndicatorForm } from './indicator-form';

describe('indicator form', () => {
  it('starts from the spec defaults', () => {
    expect(defaultIndicator('MACD')).toEqual({ type: 'MACD', inputs: { fastLength: 12, slowLength: 26, signalLength: 9, source: 'close' } });
    expect(defaultIndicator('KDJ')).toEqual({ type: 'KDJ', inputs: { period: 9, m1: 3, m2: 3 } });
    expect(defaultIndicator('TD')).toEqual({ type: 'TD', inputs: { onlyNineAndThirteen: false } });
    expect(formValues(defaultIndicator('MACD'))).toEqual({ fastLength: '12', slowLength: '26', signalLength: '9', source: 'close' });
  });
  it('lists the ranges of spec doc 2 §5', () => {
    expect(INDICATOR_FIELDS.MACD.filter((f) => f.kind === 'integer').map((f) => [f.name, 'min' in f && f.min, 'max' in f && f.max])).toEqual([
      ['fastLength', 1, 2000],
      ['slowLength', 1, 2000],
      ['signalLength', 1, 50],
    ]);
    expect(INDICATOR_FIELDS.KDJ.every((f) => f.kind === 'integer' && f.min === 1 && f.max === 2000)).toBe(true);
  });
  it('accepts values in range, trimmed', () => {
    expect(readIndicatorForm('MACD', { fastLength: ' 5 ', slowLength: '2000', signalLength: '50', source: 'hlc3' })).toEqual({
      indicator: { type: 'MACD', inputs: { fastLength: 5, slowLength: 2000, signalLength: 50, source: 'hlc3' } },
      issues: [],
    });
    expect(readIndicatorForm('TD', { onlyNineAndThirteen: true })).toMatchObject({ indicator: { inputs: { onlyNineAndThirteen: true } } });
  });
  it('refuses out-of-range and non-integer values, naming each field and its range', () => {
    const result = readIndicatorForm('MACD', { fastLength: '0', slowLength: '26', signalLength: '51', source: 'close' });
    expect(result.issues.map((i) => [i.field, i.code, 'min' in i && i.min, 'max' in i && i.max])).toEqual([
      ['fastLength', 'outOfRange', 1, 2000],
      ['signalLength', 'outOfRange', 1, 50],
    ]);
    expect('indicator' in result).toBe(false);
    expect(readIndicatorForm('KDJ', { period: '9.5', m1: 'x', m2: '2001' }).issues.map((i) => [i.field, i.code])).toEqual([
      ['period', 'notInteger'],
      ['m1', 'notInteger'],
      ['m2', 'outOfRange'],
    ]);
    expect(readIndicatorForm('MACD', { fastLength: '1', slowLength: '2', signalLength: '3', source: 'median' }).issues[0]).toMatchObject({
      field: 'source',
      code: 'notOneOf',
    });
  });
});
