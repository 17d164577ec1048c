import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { totalFunds } from '@exchange/contract/account';
import { COOKIE } from '@exchange/contract/cookies';
import { getCrossMarginInfo } from '@exchange/contract/margin';
import { currFiatMarketRates } from '@exchange/contract/site';
import { getAccountMode } from '@exchange/contract/unified';
import { getUserTier, type UserTier } from '@exchange/contract/usercenter';
import { serverApi } from '@/lib/api/server';
import { getComplianceState } from '@/lib/compliance/compliance-gate';
import type { RequestContext } from '@/lib/request/request-context';
import type { AccountMenuContext } from './accountMenus';

export interface AccountData {
  readonly menu: AccountMenuContext;
  readonly tier: UserTier;
  readonly totalUsd: string;
  /** units of each fiat per USD: amounts follow the fiat in force in the browser */
  readonly fiatRates: Readonly<Record<string, string>>;
  readonly hasSwitchTag: boolean;
  readonly isUkLimit: boolean;
}

/**
 * Everything the logged-in header needs, asked of the API in parallel once per request; each
 * call falls back to its contract default (classic mode, no cross margin, empty compliance …).
 */
export const getAccountData = cache(async (ctx: RequestContext, fiat: string): Promise<AccountData> => {
  const [mode, cross, compliance, tier, funds, rates, jar] = await Promise.all([
    serverApi(getAccountMode, {}),
    serverApi(getCrossMarginInfo, {}),
    getComplianceState(),
    serverApi(getUserTier, {}),
    serverApi(totalFunds, {}),
    serverApi(currFiatMarketRates, {}),
    cookies(),
  ]);
  return {
    menu: {
      site: ctx.site,
      // is_sub is fetched only where the site asks for it (the main site)
      user: { isSub: ctx.site.account.subAccountFlag && ctx.user.is_sub === 1, whiteListed: ctx.user.white_list_show },
      mode: mode.data,
      crossMarginUid: cross.data.crossMarginUid,
      fiat,
      compliance: { menu: compliance.menu, business: compliance.business },
    },
    tier: tier.data,
    totalUsd: funds.data.total_usd,
    fiatRates: rates.data,
    hasSwitchTag: Boolean(jar.get(COOKIE.switchTag)?.value),
    isUkLimit: compliance.limits.uk,
  };
});
