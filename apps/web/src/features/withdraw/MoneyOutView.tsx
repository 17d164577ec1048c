import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { accountBalances } from '@exchange/contract/account';
import { securityOverview } from '@exchange/contract/security';
import { walletNetworks } from '@exchange/contract/wallet';
import { COMPLIANCE_TIPS_PATH } from '@exchange/sites/compliance';
import type { Messages } from '@/i18n/messages';
import { secondFactorMessages } from '@/lib/account/second-factor-messages';
import { serverRequest } from '@/lib/api/server';
import { getComplianceState } from '@/lib/compliance/compliance-gate';
import { getHref } from '@/lib/nav/server-href';
import { TransferBoard } from './TransferBoard';
import { WithdrawBoard } from './WithdrawBoard';
import { currencyOf, moneyOutClosed } from './withdraw-access';
import pills from '@/lib/ui/pill-nav.module.css';
import styles from './withdraw.module.css';

/** Currencies the chooser always offers, beside those the user holds. */
const USUAL = ['USDT', 'BTC', 'ETH', 'USDC'];

/**
 * The money-out pages (`/myaccount/withdraw/{currency}`, `/myaccount/withdraw_internal/{currency}`):
 * the currency chooser, then the withdraw or transfer island. A currency the exchange does not
 * list is a clear not-found state (the route is matched by shape; the API decides). Where the
 * compliance rules close money out the page says so instead of the form (withdraw-access.ts).
 */
export async function MoneyOutView({ kind, segment, mode }: { kind: 'withdraw' | 'transfer'; segment: string; mode: 'send' | 'code' }) {
  const currency = currencyOf(segment) ?? '';
  const [t, tTransfer, to, messages, compliance, networks, balances, security] = await Promise.all([
    getTranslations('withdraw.page'),
    getTranslations('transfer'),
    getHref(),
    getMessages(),
    getComplianceState(),
    currency ? serverRequest(walletNetworks, { currency }) : null,
    serverRequest(accountBalances, {}),
    serverRequest(securityOverview, {}),
  ]);
  const base = kind === 'withdraw' ? '/myaccount/withdraw' : '/myaccount/withdraw_internal';
  const query = kind === 'transfer' ? `?type=${mode}` : '';
  if (!networks || (!networks.ok && networks.error.status === 404)) {
    return (
      <section aria-labelledby="not-found-title">
        <h1 id="not-found-title" className={styles.heading}>
          {t('notFoundTitle')}
        </h1>
        <p>{t('notFoundText', { currency: currency || segment.slice(0, 16) })}</p>
        <p>
          <a href={to(`${base}/USDT${query}`)}>{t('notFoundLink')}</a>
        </p>
      </section>
    );
  }
  const list = networks.ok ? networks.data.data : [];
  const held = balances.ok ? balances.data.data.balances.filter((b) => b.available !== '0').map((b) => b.currency) : [];
  const choices = [...new Set([currency, ...USUAL, ...held])];
  const closed = moneyOutClosed(compliance.menu);
  const client = { withdraw: (messages as Messages).withdraw, transfer: (messages as Messages).transfer, ...secondFactorMessages(messages as Messages) };
  // the confirmations offer the account's second factors; unread, the authenticator as before (the API says what it needs)
  const methods = security.ok ? { totp: security.data.data.totp, passkey: security.data.data.passkeys > 0 } : { totp: true, passkey: false };

  return (
    <>
      <h1 className={styles.heading}>{kind === 'withdraw' ? t('title', { currency }) : tTransfer('title', { currency })}</h1>
      <nav aria-label={t('chooser')}>
        <ul className={pills.pills}>
          {choices.map((c) => (
            <li key={c}>
              <a href={to(`${base}/${c}${query}`)} aria-current={c === currency ? 'page' : undefined}>
                {c}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {kind === 'transfer' && (
        <nav aria-label={tTransfer('modes')}>
          <ul className={`${pills.row} ${styles.tabs}`}>
            {(['send', 'code'] as const).map((m) => (
              <li key={m}>
                <a href={to(`${base}/${currency}?type=${m}`)} aria-current={m === mode ? 'page' : undefined}>
                  {tTransfer(m === 'send' ? 'sendTitle' : 'codeTitle')}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {closed && (
        <section className={styles.notice} aria-labelledby="closed-title">
          <h2 id="closed-title" className={styles.subheading}>
            {t('closedTitle')}
          </h2>
          <p>{t('closedText')}</p>
          <a href={to(COMPLIANCE_TIPS_PATH)}>{t('closedLink')}</a>
        </section>
      )}
      {!networks.ok && <p role="alert">{t('unavailable')}</p>}
      {list.length > 0 && (
        <NextIntlClientProvider messages={client}>
          {kind === 'withdraw' ? (
            <WithdrawBoard currency={currency} networks={list} closed={closed} methods={methods} />
          ) : (
            <TransferBoard currency={currency} network={list[0]?.network ?? ''} mode={mode} closed={closed} methods={methods} />
          )}
        </NextIntlClientProvider>
      )}
    </>
  );
}
