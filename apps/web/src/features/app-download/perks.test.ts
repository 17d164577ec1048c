import { describe, expect, it } from 'vitest';
import { PERKS_AMOUNT_USD, formatPerksAmount } from './perks';

describe('formatPerksAmount', () => {
  it('writes 40,000 dollars as each locale does, without cents, the same on every call', () => {
    expect(formatPerksAmount('en')).toBe('$40,000');
    for (const locale of ['en', 'de', 'ar', 'ja', 'tr']) {
      const fresh = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(PERKS_AMOUNT_USD);
      expect(formatPerksAmount(locale)).toBe(fresh);
      expect(formatPerksAmount(locale)).toBe(fresh);
    }
    expect(formatPerksAmount('de')).not.toBe(formatPerksAmount('en'));
  });
});
