import { describe, expect, it } from 'vitest';
import { depositClosed } from './deposit-compliance';

describe('depositClosed', () => {
  it('closes deposits only where the compliance menu holds the deposit code', () => {
    expect(depositClosed({ menu: ['deposit'] })).toBe(true);
    expect(depositClosed({ menu: ['withdraw', 'spot_trade'] })).toBe(false);
    expect(depositClosed({ menu: [] })).toBe(false);
  });
});
