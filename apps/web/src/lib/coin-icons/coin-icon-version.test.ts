import { describe, expect, it } from 'vitest';
import { COIN_ICON_FALLBACK } from '@exchange/contract/tool';
import { COIN_ICON_VERSION_MS, coinIconSrc, coinIconVersion, coinIconVersioning } from './coin-icon-version';

const at = Date.UTC(2026, 10, 23, 9, 41, 7);

describe('coinIconVersion', () => {
  it('is the UTC hour, YYYYMMDDHH', () => {
    expect(coinIconVersion(at)).toBe('2026112309');
    expect(coinIconVersion(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe('2026010100');
  });

  it('stays the same within an hour and changes every hour', () => {
    const hourStart = Date.UTC(2026, 10, 23, 9, 0, 0);
    expect(coinIconVersion(hourStart)).toBe(coinIconVersion(hourStart + COIN_ICON_VERSION_MS - 1));
    expect(coinIconVersion(hourStart + COIN_ICON_VERSION_MS)).toBe('2026112310');
    expect(coinIconVersion(hourStart - 1)).toBe('2026112308');
  });
});

describe('coinIconSrc', () => {
  const versioning = coinIconVersioning(['ats', 'DOG', '<x>', ''], at);

  it('versions whitelisted coins, case-insensitively', () => {
    expect(coinIconSrc('ATS', versioning)).toBe('/coin-icons/ats.svg?v=2026112309');
    expect(coinIconSrc('DOG', versioning)).toBe('/coin-icons/dog.svg?v=2026112309');
  });

  it('leaves other coins unversioned, and every coin without a whitelist', () => {
    expect(coinIconSrc('BTC', versioning)).toBe('/coin-icons/btc.svg');
    expect(coinIconSrc('ATS')).toBe('/coin-icons/ats.svg');
  });

  it('ignores whitelist entries that are no coin code', () => {
    expect([...versioning.coins]).toEqual(['ats', 'dog']);
  });

  it('builds no URL from a symbol that is no coin code', () => {
    for (const bad of ['', 'btc', '../X', 'BTC/USDT', 'A'.repeat(17)]) expect(coinIconSrc(bad, versioning)).toBeUndefined();
  });

  it('with the spec fallback list, versions exactly its coins', () => {
    const fallback = coinIconVersioning(COIN_ICON_FALLBACK, at);
    expect(coinIconSrc('TRUMP', fallback)).toContain('?v=');
    expect(coinIconSrc('NEIROETH', fallback)).toContain('?v=');
    expect(coinIconSrc('ETH', fallback)).not.toContain('?v=');
  });
});
