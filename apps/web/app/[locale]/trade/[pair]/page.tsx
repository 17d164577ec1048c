import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { spotPairInfo } from '@exchange/contract/trade';
import type { Messages } from '@/i18n/messages';
import { serverRequest } from '@/lib/api/server';
import { authTargets } from '@/lib/auth/auth-targets';
import { getComplianceState } from '@/lib/compliance/compliance-gate';
import { spotTradingClosed } from '@/lib/compliance/compliance-state';
import { CONTEXT_HEADER } from '@/lib/request/context-headers';
import { getServerMarkets } from '@/lib/market/server-markets';
import { getRequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { getSiteOrigins } from '@/lib/site/site-origin';
import { decodePairInfo } from '@/lib/trade/trade-pair-gate';
import { decidePair, needsMarketList, parsePairSegment, tradePath, type PairDecision, type PairInfoOutcome, type PairRef } from '@/lib/trade/trade-pair';
import { ChartCredit } from '@/features/chart/ChartCredit';
import { TradeChart } from '@/features/chart/TradeChart';
import { TradeWorkspace } from '@/features/trade/TradeWorkspace';

type Params = Promise<{ locale: string; pair: string }>;

/**
 * Whether the site lists the pair, and its rules (once per request: metadata and page share it).
 * The proxy has asked pair_info already (src/lib/trade/trade-pair-gate.ts: a pair the site does not
 * list never gets here) and passes its answer on. Without it (the proxy's call failed), pair_info
 * is asked again; failing that too, the site's spot market list (shared by every render for a
 * few seconds, src/lib/market/server-markets.ts) decides; when nothing can tell, the page renders
 * and the browser asks pair_info again before the ticket takes orders (trade-pair.ts decidePair).
 * Only that last-resort path can end in `notFound()` during the render.
 */
const decide = cache(async (ref: PairRef): Promise<PairDecision> => {
  const forwarded = decodePairInfo((await headers()).get(CONTEXT_HEADER.pairInfo), ref.pair);
  if (forwarded) return { kind: 'listed', info: forwarded };
  const result = await serverRequest(spotPairInfo, { pair: ref.pair });
  const outcome: PairInfoOutcome = result.ok ? { ok: true, info: result.data.data } : { ok: false, status: result.error.status };
  const markets = needsMarketList(outcome) ? (await getServerMarkets()).rows.map((r) => r.id) : undefined;
  return decidePair(ref.pair, outcome, markets);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const ref = parsePairSegment((await params).pair);
  const [{ site }, t, to, originOf] = await Promise.all([getRequestContext(), getTranslations('trade'), getHref(), getSiteOrigins()]);
  if (!ref || (await decide(ref)).kind === 'unknown') return {};
  const names = { base: ref.base, quote: ref.quote };
  return {
    title: t('title', names),
    description: t('description', { ...names, brand: site.brandName }),
    // `/trade/btc_usdt` is the same page as `/trade/BTC_USDT`; an absolute address on the site's own host
    alternates: { canonical: `${originOf(site.key)}${to(tradePath(ref.pair))}` },
  };
}

/**
 * /trade/{BASE_QUOTE} (spec doc 2 §2 trade routes): the pair header, the chart, the order ticket,
 * and the user's orders and balances. When spot trading is closed to the visitor (a withdraw-only
 * account; a closed market whose page shows the compliance tips instead of redirecting) the ticket
 * says so up front and offers no submit (the API refuses such orders all the same). Query options the spec names (`?tab=isolated_margin`,
 * `tradModel=strategybot`) open products this app does not serve and are ignored: the spot page
 * renders. A path that cannot be a pair never gets here (routing.ts sends it to the 404 page), nor
 * does a pair the site does not list (proxy.ts, src/lib/trade/trade-pair-gate.ts).
 */
export default async function TradePage({ params }: { params: Params }) {
  const ref = parsePairSegment((await params).pair);
  if (!ref) notFound();
  const decision = await decide(ref);
  if (decision.kind === 'unknown') notFound();
  // the compliance state is the layout's (a per-request cache): no call of its own
  const [{ site, user }, to, originOf, messages, compliance] = await Promise.all([
    getRequestContext(),
    getHref(),
    getSiteOrigins(),
    getMessages(),
    getComplianceState(),
  ]);
  const auth = user.is_login ? null : authTargets(site, { login: !site.hide.loginSignup, signup: !site.hide.loginSignup && !site.hide.register }, to, originOf);
  return (
    <main id="main">
      <TradeWorkspace
        pair={ref}
        initialInfo={decision.info}
        loggedIn={user.is_login}
        auth={auth}
        spotClosed={spotTradingClosed(compliance)}
        messages={(messages as Messages).trade}
        chartMessages={(messages as Messages).chart}
        chart={<TradeChart />}
        chartCredit={<ChartCredit />}
      />
    </main>
  );
}
