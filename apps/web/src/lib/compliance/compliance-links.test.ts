import { describe, expect, it } from 'vitest';
import { complianceCheck, type Compliance } from '@exchange/contract/compliance';
import { SITE_COMPLIANCE, SPOT_TRADE_CODE } from '@exchange/sites/compliance';
import { pageLinked, type LinkGate } from './compliance-links';
import { tradePath } from '@/lib/trade/trade-pair';

const NONE = complianceCheck.fallback.data;

interface Row {
  readonly menu?: string[];
  readonly limit?: Partial<Compliance['limit']>;
  readonly site?: keyof typeof SITE_COMPLIANCE;
}

function gate(row: Row): LinkGate {
  return {
    compliance: { ...NONE, menu: row.menu ?? [], limit: { ...NONE.limit, ...row.limit } },
    site: SITE_COMPLIANCE[row.site ?? 'main'],
  };
}

describe('pageLinked: the trade page is linked unless the path gate redirects it, one row per case', () => {
  const rows: [string, Row, boolean][] = [
    ['no menu', {}, true],
    ['another feature restricted (derivatives)', { menu: ['derivatives'] }, true],
    ['spot_trade in the menu on a gating site (main, the NL rule)', { menu: [SPOT_TRADE_CODE, 'derivatives'] }, false],
    [
      'spot_trade with the compliance tips: the page opens with the tips, so it stays linked',
      { menu: [SPOT_TRADE_CODE], limit: { is_show_compliance_tips: true } },
      true,
    ],
    ['a limited country: every page but the restricted-region one redirects', { limit: { limit_country: true } }, false],
    ['a limited country with the tips flag: still a redirect', { limit: { limit_country: true, is_show_compliance_tips: true } }, false],
    ['spot_trade on a site that does not gate its paths (Turkey)', { site: 'tr', menu: [SPOT_TRADE_CODE] }, true],
    ['a limited country on a site that does not gate its paths: limit_country gates everywhere', { site: 'tr', limit: { limit_country: true } }, false],
  ];
  it.each(rows)('%s', (_name, row, want) => {
    expect(pageLinked(gate(row), tradePath('BTC_USDT'))).toBe(want);
    // one pair answers for all: the gate reads the leading `trade` segment
    expect(pageLinked(gate(row), tradePath('ETH_BTC'))).toBe(want);
  });
});

describe('pageLinked: every page of the path table', () => {
  it('follows the path table for the other features (the 404 page’s helpful links)', () => {
    const learnClosed = gate({ menu: ['learn'] });
    expect(pageLinked(learnClosed, '/learn')).toBe(false);
    expect(pageLinked(learnClosed, '/help')).toBe(true);
    expect(pageLinked(learnClosed, '/price')).toBe(true);
  });

  it('a limited country keeps only the restricted-region page and its documents', () => {
    const limited = gate({ limit: { limit_country: true } });
    expect(pageLinked(limited, '/price')).toBe(false);
    expect(pageLinked(limited, '/user-agreement')).toBe(true);
  });

  it('matches the trade page whatever the spelling of a row’s path', () => {
    const closed = gate({ menu: [SPOT_TRADE_CODE] });
    for (const path of ['/trade/BTC_USDT', '/Trade/btc_usdt/', '/%74rade/BTC_USDT', '/trade/BTC_USDT?tab=margin'])
      expect(pageLinked(closed, path), path).toBe(false);
    expect(pageLinked(closed, '/trader')).toBe(true);
  });
});
