import { describe, expect, it } from 'vitest';
import { begin, failed, initialState, serialByKey, succeeded } from './settings-state';

const all = (market: boolean, c2c: boolean) => [
  { type: 'market', enabled: market },
  { type: 'c2c', enabled: c2c },
];

describe('notice settings state', () => {
  it('shows a change at once and keeps it when the save succeeds', () => {
    let s = begin(initialState(all(true, true)), 'market', false, 1);
    expect(s.shown.market).toBe(false);
    s = succeeded(s, 'market', 1, all(false, true));
    expect(s.shown).toEqual({ market: false, c2c: true });
    expect(s.saved.market).toBe(false);
  });

  it('puts the switch back when the save fails', () => {
    let s = begin(initialState(all(true, true)), 'market', false, 1);
    s = failed(s, 'market', 1);
    expect(s.shown.market).toBe(true);
  });

  it('an older answer for one type never undoes a newer choice on another', () => {
    let s = initialState(all(true, true));
    s = begin(s, 'market', false, 1);
    s = begin(s, 'c2c', false, 2);
    // c2c's answer first, then market's answer, whose list predates the c2c save
    s = succeeded(s, 'c2c', 2, all(false, false));
    s = succeeded(s, 'market', 1, all(false, true));
    expect(s.shown).toEqual({ market: false, c2c: false });
  });

  it('only the newest save of a type decides what it shows', () => {
    let s = initialState(all(true, true));
    s = begin(s, 'market', false, 1);
    s = begin(s, 'market', true, 2);
    s = failed(s, 'market', 1);
    expect(s.shown.market).toBe(true);
    s = succeeded(s, 'market', 2, all(true, true));
    expect(s.shown.market).toBe(true);

    // off saved, then on refused: back to the confirmed off
    s = begin(s, 'market', false, 3);
    s = begin(s, 'market', true, 4);
    s = succeeded(s, 'market', 3, all(false, true));
    expect(s.shown.market).toBe(true);
    s = failed(s, 'market', 4);
    expect(s.shown.market).toBe(false);
  });
});

describe('serialByKey', () => {
  it('runs one key in call order, other keys side by side, and survives a failure', async () => {
    const serial = serialByKey();
    const log: string[] = [];
    const gate: { open?: () => void } = {};
    const first = serial('a', () => new Promise<void>((resolve) => (gate.open = resolve)).then(() => log.push('a1')));
    const second = serial('a', async () => log.push('a2'));
    const other = serial('b', async () => log.push('b1'));
    await other;
    expect(log).toEqual(['b1']);
    gate.open?.();
    await Promise.all([first, second]);
    expect(log).toEqual(['b1', 'a1', 'a2']);

    const boom = serial('a', () => Promise.reject(new Error('x')));
    await expect(boom).rejects.toThrow('x');
    await expect(serial('a', async () => 'after')).resolves.toBe('after');
  });
});
