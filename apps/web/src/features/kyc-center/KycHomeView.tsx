import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { kycStatus } from '@exchange/contract/kyc-apply';
import type { Messages } from '@/i18n/messages';
import { serverRequest } from '@/lib/api/server';
import { getHref } from '@/lib/nav/server-href';
import { KycHome } from './KycHome';
import styles from './kyc-center.module.css';

/** `/myaccount/kyc_home`: the heading, then the KYC centre's island with the state read on the server (or a notice that it could not be). */
export async function KycHomeView() {
  const [t, to, messages, status] = await Promise.all([getTranslations('kycCenter'), getHref(), getMessages(), serverRequest(kycStatus, {})]);
  return (
    <>
      <h1 className={styles.heading}>{t('title')}</h1>
      {status.ok ? (
        <NextIntlClientProvider messages={{ kycCenter: (messages as Messages).kycCenter }}>
          <KycHome initial={status.data.data} applyHref={to('/myaccount/kyc2')} />
        </NextIntlClientProvider>
      ) : (
        <p role="alert">{t('unavailable')}</p>
      )}
    </>
  );
}
