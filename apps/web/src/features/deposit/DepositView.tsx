import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { DEPOSITS_PAGE_SIZE, myDeposits, walletNetworks } from '@exchange/contract/wallet';
import type { Messages } from '@/i18n/messages';
import { serverRequest } from '@/lib/api/server';
import { getComplianceState } from '@/lib/compliance/compliance-gate';
import { depositsClosed } from '@/lib/compliance/compliance-state';
import { getServerMarkets } from '@/lib/market/server-markets';
import { getHref } from '@/lib/nav/server-href';
import { CurrencyChooser } from './CurrencyChooser';
import { DepositHistory } from './DepositHistory';
import { DepositPanel } from './DepositPanel';
import { currenciesOf } from './deposit-rules';
import styles from './deposit.module.css';

/**
 * The deposit page's body (`/myaccount/deposit/{currency}`): the currency chooser, the networks the
 * currency travels on (walletNetworks: a currency the API does not list is the 404 page, decided
 * by the proxy, lib/wallet/networks-gate.ts; should the proxy's call have failed and the page's answer
 * 404, the page says so itself), the address panel and the history's first page, all read on the server; the address
 * itself is asked in the browser (a POST: the first ask creates it). A visitor the compliance
 * rules close deposits to (deposit-compliance.ts) sees the rule's notice instead.
 */
export async function DepositView({ currency, network }: { currency: string; network: string | null }) {
  const [t, tNotice, to, messages, compliance] = await Promise.all([
    getTranslations('deposit'),
    getTranslations('compliance.notice'),
    getHref(),
    getMessages(),
    getComplianceState(),
  ]);
  const closed = depositsClosed(compliance);
  const heading = <h1 className={styles.heading}>{t('titleOf', { currency })}</h1>;
  const codeLink = (
    <p className={styles.codeLink}>
      <a href={to('/myaccount/deposit_gatecode')}>{t('haveCode')}</a>
    </p>
  );
  if (closed !== null) {
    return (
      <>
        <h1 className={styles.heading}>{t('title')}</h1>
        <section className={styles.closed} aria-labelledby="deposit-closed">
          <h2 id="deposit-closed">{t('closedTitle')}</h2>
          <p>{closed === 'withdrawOnly' ? tNotice('withdrawOnlyBody') : t('closedBody')}</p>
          <p>
            <a href={to('/myaccount/myfunds')}>{t('toFunds')}</a>
          </p>
        </section>
      </>
    );
  }
  const [networks, first, markets] = await Promise.all([
    serverRequest(walletNetworks, { currency }),
    serverRequest(myDeposits, { currency, page: '1', size: String(DEPOSITS_PAGE_SIZE) }),
    getServerMarkets(),
  ]);
  const client = { deposit: (messages as Messages).deposit };
  const chooser = (
    <NextIntlClientProvider messages={client}>
      <CurrencyChooser current={currency} currencies={currenciesOf(markets.rows)} />
    </NextIntlClientProvider>
  );
  if (!networks.ok && networks.error.status === 404) {
    return (
      <>
        <h1 className={styles.heading}>{t('title')}</h1>
        {chooser}
        <section className={styles.closed} aria-labelledby="deposit-unknown">
          <h2 id="deposit-unknown">{t('unknownTitle')}</h2>
          <p>{t('unknownBody', { currency })}</p>
        </section>
      </>
    );
  }
  return (
    <>
      {heading}
      {codeLink}
      {chooser}
      <NextIntlClientProvider messages={client}>
        {networks.ok && networks.data.data.length > 0 ? (
          <DepositPanel currency={currency} networks={networks.data.data} wanted={network} />
        ) : (
          <p role="alert">{t('networksUnavailable')}</p>
        )}
        <DepositHistory currency={currency} initial={first.ok ? first.data.data : null} />
      </NextIntlClientProvider>
    </>
  );
}
