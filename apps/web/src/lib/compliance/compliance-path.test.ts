import { describe, expect, it } from 'vitest';
import { RESTRICTED_FEATURES } from '@exchange/sites/compliance';
import { isUnder, normalisePath, restrictedFeatureOf } from './compliance-path';

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/help/', '/help'],
    ['//help//guide/', '/help/guide'],
    ['/zh/help', '/help'],
    ['/pt-br/crypto/buy', '/crypto/buy'],
    ['/HELP', '/help'],
    ['/%68elp', '/help'],
    ['/%2568elp', '/help'],
    ['/crypto%2Fbuy', '/crypto/buy'],
    ['/crypto%5Cbuy', '/crypto/buy'],
    ['/x/../help', '/help'],
    ['/./help', '/help'],
    ['/help;jsessionid=1', '/help'],
    ['/help?x=1#y', '/help'],
    ['/he%00lp', '/help'],
  ])('%j → %j', (raw, want) => expect(normalisePath(raw)).toBe(want));

  it('refuses what does not decode or is encoded too deeply', () => {
    expect(normalisePath('/%E0%A4%A')).toBeNull();
    expect(normalisePath('/%2525252568elp')).toBeNull();
  });
});

describe('restrictedFeatureOf: every way around the table still matches', () => {
  it.each([
    ['/help', 'help_center'],
    ['/help/guide/safe_question/1/x', 'help_center'],
    ['/zh/help/', 'help_center'],
    ['//help', 'help_center'],
    ['/%68%65%6c%70', 'help_center'],
    ['/Help', 'help_center'],
    ['/referral', 'referral'],
    ['/referral/affiliate', 'affiliate'],
    ['/referral//affiliate/', 'affiliate'],
    ['/crypto/buy/with-credit-card', 'credit_paywith_card'],
    ['/crypto%2fbuy', 'credit_paywith_card'],
    ['/staking/GT', 'staking'],
    ['/staking/gt', 'staking'],
    ['/c2c/market', 'fiat_trade'],
    ['/ar/copytrading', 'copy_trading'],
    ['/trade/BTC_USDT', 'spot_trade'],
    ['/de/trade/ETH_BTC?tab=isolated_margin', 'spot_trade'],
    ['/announcements/article/1', 'latest_news'],
  ])('%j → %j', (path, code) => expect(restrictedFeatureOf(path)).toBe(code));

  it.each(['/', '/helpful', '/crypto', '/crypto/buying', '/staking', '/staking/ETH', '/price', '/trades', '/login'])('%j matches nothing', (path) =>
    expect(restrictedFeatureOf(path)).toBeNull(),
  );

  it('a path that does not decode is reported, not matched', () => expect(restrictedFeatureOf('/%E0%A4%A')).toBe('undecodable'));

  it('every prefix of the table matches itself, under the locale prefix and with a trailing slash', () => {
    for (const { prefix, code } of RESTRICTED_FEATURES) {
      expect(restrictedFeatureOf(`/${prefix}`)).toBe(code);
      expect(restrictedFeatureOf(`/de/${prefix}/`)).toBe(code);
    }
  });
});

describe('isUnder', () => {
  it('whole segments only', () => {
    expect(isUnder('/state_compliance_tips', '/state_compliance_tips')).toBe(true);
    expect(isUnder('/zh/state_compliance_tips/', '/state_compliance_tips')).toBe(true);
    expect(isUnder('/state_compliance_tipsx', '/state_compliance_tips')).toBe(false);
    expect(isUnder('/anything', '/')).toBe(true);
  });
});
