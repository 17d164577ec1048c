import { describe, expect, it } from 'vitest';
import { networkById } from '@exchange/chain/networks';
import { addressProblem, amountProblem, canSubmit, cleanAmount, cutTo, maxAmount, memoProblem, receiveOf, type AmountFacts } from './withdraw-rules';

const TRX = networkById('TRX')!;
const TON = networkById('TON')!;
const XRP = networkById('XRP')!;
const ETH = networkById('ETH')!;
const facts: AmountFacts = { available: '5000', fee: '1', minimum: '10', decimals: 6, remaining24h: '999999' };

describe('amount arithmetic on decimal text', () => {
  it('receives amount − fee exactly, never through floats', () => {
    expect(receiveOf('10.1', '0.3')).toBe('9.8');
    expect(receiveOf('0.3', '0.1')).toBe('0.2');
    expect(receiveOf('123456789012345678.000001', '1')).toBe('123456789012345677.000001');
    expect(receiveOf('1', '1')).toBe('0');
    expect(receiveOf('0.5', '1')).toBe('0');
    expect(receiveOf('abc', '1')).toBe('0');
  });

  it('max is the available balance cut to the network decimals, capped by the 24-hour remainder', () => {
    expect(maxAmount('12.3456789', 6, null)).toBe('12.345678');
    expect(maxAmount('5000', 6, '1200.5')).toBe('1200.5');
    expect(maxAmount('5000', 6, '0')).toBe('5000');
    expect(maxAmount('0', 8, null)).toBe('0');
    expect(cutTo('0.99999999999', 2)).toBe('0.99');
  });

  it('reads a comma as the point and drops spaces', () => {
    expect(cleanAmount(' 1 000,5 ')).toBe('1000.5');
  });
});

describe('validation state', () => {
  it('checks the amount in the API’s order', () => {
    expect(amountProblem('', facts)).toBeNull();
    expect(amountProblem('1e3', facts)).toBe('format');
    expect(amountProblem('0', facts)).toBe('format');
    expect(amountProblem('10.0000001', facts)).toBe('places');
    expect(amountProblem('9.99', facts)).toBe('minimum');
    expect(amountProblem('5000.01', facts)).toBe('balance');
    expect(amountProblem('100', { ...facts, remaining24h: '50' })).toBe('limit');
    expect(amountProblem('10', { ...facts, minimum: '0.5', fee: '10' })).toBe('fee');
    expect(amountProblem('10', facts)).toBeNull();
  });

  it('checks the address for the network, with its checksum', () => {
    expect(addressProblem(TRX, '')).toBeNull();
    expect(addressProblem(TRX, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(addressProblem(TRX, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe('invalid');
    expect(addressProblem(ETH, '0x52908400098527886E0F7030069857D2E4169EE7')).toBeNull();
    expect(addressProblem(ETH, '0x52908400098527886E0F7030069857D2E4169Ee7')).toBe('invalid');
  });

  it('asks a memo only where the network needs one', () => {
    expect(memoProblem(TRX, '', true)).toBeNull();
    expect(memoProblem(TON, '', false)).toBeNull();
    expect(memoProblem(TON, '', true)).toBe('required');
    expect(memoProblem(XRP, '12x', true)).toBe('invalid');
    expect(memoProblem(XRP, '12345', true)).toBeNull();
  });

  it('allows the confirmation only when everything is right', () => {
    const base = { network: TRX, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', memo: '', amount: '20', facts };
    expect(canSubmit(base)).toBe(true);
    expect(canSubmit({ ...base, facts: null })).toBe(false);
    expect(canSubmit({ ...base, amount: '5' })).toBe(false);
    expect(canSubmit({ ...base, address: 'T123' })).toBe(false);
    expect(canSubmit({ ...base, memo: '1' })).toBe(false);
  });
});
