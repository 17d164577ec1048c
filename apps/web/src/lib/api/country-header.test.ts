import { describe, expect, it } from 'vitest';
import { countryHeaderName } from './country-header';

describe('countryHeaderName', () => {
  it('passes on a configured header name, lower-cased', () => {
    expect(countryHeaderName(' CF-IPCountry ')).toBe('cf-ipcountry');
  });
  it('forwards nothing when unset, blank or not a header name (no header smuggling through the setting)', () => {
    for (const value of [undefined, '', '  ', 'cf ipcountry', 'x:y', 'a\r\nb', 'x'.repeat(65)]) expect(countryHeaderName(value)).toBeUndefined();
  });
});
