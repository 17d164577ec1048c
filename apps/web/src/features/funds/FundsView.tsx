import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { accountBalances } from '@exchange/contract/account';
import { currFiatMarketRates } from '@exchange/contract/site';
import type { Messages } from '@/i18n/messages';
import { depositMethods } from '@/lib/account/deposit-methods';
import { serverApi, serverRequest } from '@/lib/api/server';
import { getComplianceState } from '@/lib/compliance/compliance-gate';
import { methodsFor } from '@/lib/fiat/fiat-methods';
import { getFiatSettings } from '@/lib/fiat/fiat-settings';
import { getHref } from '@/lib/nav/server-href';
import { getRequestContext } from '@/lib/request/request-context';
import { getSiteSettings } from '@/lib/site/site-settings';
import { FundsTable } from './FundsTable';
import { FundsTotals } from './FundsTotals';
import { formatMoney } from './money-format';
import { sumUsd, toViews } from './funds-rules';
import styles from './funds.module.css';

/**
 * The funds pages (`/myaccount/myfunds`: the overview of the accounts that exist, spot only today;
 * `/myaccount/myfunds/spot`: the spot account's full table). The balances and totals come from one
 * call (account/balances), whose totals are the header summary panel's; nothing held shows the
 * ways to deposit (lib/account/deposit-methods.ts, the deposit chooser's list).
 */
export async function FundsView({ variant }: { variant: 'overview' | 'spot' }) {
  const [ctx, t, tMethods, to, result, rates, messages, compliance, fiatSettings, siteSettings] = await Promise.all([
    getRequestContext(),
    getTranslations('funds'),
    getTranslations('account.depositMenu'),
    getHref(),
    serverRequest(accountBalances, {}),
    serverApi(currFiatMarketRates, {}),
    getMessages(),
    getComplianceState(),
    getFiatSettings(),
    getSiteSettings(),
  ]);
  const heading = <h1 className={styles.heading}>{variant === 'overview' ? t('title') : t('spotTitle')}</h1>;
  if (!result.ok) {
    return (
      <>
        {heading}
        <p role="alert">{t('unavailable')}</p>
      </>
    );
  }
  const funds = result.data.data;
  const fiat = ctx.preferences.fiat ?? (ctx.user.curr_fiat || siteSettings.curr_fiat);
  const client = { funds: (messages as Messages).funds, live: (messages as Messages).live };
  const body =
    funds.balances.length === 0 ? (
      <section className={styles.empty} aria-labelledby="funds-empty">
        <h2 id="funds-empty">{t('emptyTitle')}</h2>
        <p>{t('emptyText')}</p>
        <ul className={styles.methods}>
          {depositMethods({
            site: ctx.site,
            compliance: { menu: compliance.menu, isUkLimit: compliance.limits.uk },
            fiat,
            methods: methodsFor(fiatSettings, fiat),
          }).map((m) => (
            <li key={m.key}>
              <a href={to(m.href)}>{tMethods(m.key)}</a>
            </li>
          ))}
        </ul>
      </section>
    ) : variant === 'spot' ? (
      <FundsTable balances={funds.balances} rates={rates.data} tradable />
    ) : (
      <section aria-labelledby="funds-accounts">
        <h2 id="funds-accounts" className={styles.subheading}>
          {t('accounts')}
        </h2>
        <ul className={styles.accounts}>
          <li>
            <a href={to('/myaccount/myfunds/spot')} className={styles.account}>
              <span>{t('spotAccount')}</span>
              <span>{t('inUsd', { amount: formatMoney(sumUsd(toViews(funds.balances)), 'USD', ctx.locale) })}</span>
              <span className={styles.accountCount}>{t('currencyCount', { count: funds.balances.length })}</span>
            </a>
          </li>
        </ul>
      </section>
    );
  return (
    <NextIntlClientProvider messages={client}>
      {heading}
      <FundsTotals totalUsd={funds.total_usd} totalBtc={funds.total_btc} rates={rates.data} />
      {body}
    </NextIntlClientProvider>
  );
}
