import { describe, expect, it } from 'vitest';
import { workerDatabaseName } from './pgServer';

describe('workerDatabaseName', () => {
  it('names one database per test worker', () => {
    expect(workerDatabaseName('1')).toBe('exchange_test_w1');
    expect(workerDatabaseName('12')).toBe('exchange_test_w12');
  });

  it('never splices anything but digits into the name', () => {
    expect(workerDatabaseName(undefined)).toBe('exchange_test_w0');
    expect(workerDatabaseName('1; drop database postgres')).toBe('exchange_test_w0');
    expect(workerDatabaseName('')).toBe('exchange_test_w0');
  });
});
