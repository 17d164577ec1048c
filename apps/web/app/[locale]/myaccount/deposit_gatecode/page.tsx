import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Messages } from '@/i18n/messages';
import { RedeemCode } from '@/features/deposit/RedeemCode';
import styles from '@/features/deposit/deposit.module.css';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getComplianceState } from '@/lib/compliance/compliance-gate';
import { depositsClosed } from '@/lib/compliance/compliance-state';
import { getHref } from '@/lib/nav/server-href';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('depositCode');
  return { title: t('title'), robots: { index: false } };
}

/** /myaccount/deposit_gatecode (issue 44 item 3): redeem a deposit code another user created; a code is used once. */
export default async function DepositCodePage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [t, tDeposit, tNotice, messages, to, compliance] = await Promise.all([
    getTranslations('depositCode'),
    getTranslations('deposit'),
    getTranslations('compliance.notice'),
    getMessages(),
    getHref(),
    getComplianceState(),
  ]);
  const closed = depositsClosed(compliance);
  return (
    <>
      <h1 className={styles.heading}>{t('title')}</h1>
      {closed !== null ? (
        <section className={styles.closed} aria-labelledby="deposit-closed">
          <h2 id="deposit-closed">{tDeposit('closedTitle')}</h2>
          <p>{closed === 'withdrawOnly' ? tNotice('withdrawOnlyBody') : tDeposit('closedBody')}</p>
        </section>
      ) : (
        <>
          <p className={styles.hint}>{t('intro')}</p>
          <NextIntlClientProvider messages={{ depositCode: (messages as Messages).depositCode }}>
            <RedeemCode />
          </NextIntlClientProvider>
        </>
      )}
      <p className={styles.codeLink}>
        <a href={to('/myaccount/deposit/USDT')}>{t('onchain')}</a>
      </p>
    </>
  );
}
