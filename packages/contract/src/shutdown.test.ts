import { describe, expect, it } from 'vitest';
import { MAX_SHUTDOWN_DRAIN_MS, shutdownDrainMs } from './shutdown';

describe('shutdownDrainMs (SHUTDOWN_DRAIN_MS)', () => {
  it('unset or blank: no drain', () => {
    expect(shutdownDrainMs(undefined)).toBe(0);
    expect(shutdownDrainMs('')).toBe(0);
    expect(shutdownDrainMs('  ')).toBe(0);
  });
  it('a whole number of milliseconds up to the bound', () => {
    expect(shutdownDrainMs('0')).toBe(0);
    expect(shutdownDrainMs(' 10000 ')).toBe(10_000);
    expect(shutdownDrainMs(String(MAX_SHUTDOWN_DRAIN_MS))).toBe(MAX_SHUTDOWN_DRAIN_MS);
  });
  it.each(['-1', '1.5', '1e4', '0x10', '10s', 'NaN', 'Infinity', String(MAX_SHUTDOWN_DRAIN_MS + 1), '99999999999999999999'])('refuses %j, naming it', (raw) => {
    expect(() => shutdownDrainMs(raw)).toThrow(new RegExp(`SHUTDOWN_DRAIN_MS.*${JSON.stringify(raw).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
});
