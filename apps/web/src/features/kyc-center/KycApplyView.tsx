import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { KYC_MIN_AGE, kycStatus } from '@exchange/contract/kyc-apply';
import type { Messages } from '@/i18n/messages';
import { serverRequest } from '@/lib/api/server';
import { getHref } from '@/lib/nav/server-href';
import { KycApply } from './KycApply';
import { countryOptions, latestBirthDate } from './kyc-center-rules';
import styles from './kyc-center.module.css';

/** `/myaccount/kyc2`: the heading, then the application island with the state read on the server (or a notice that it could not be). */
export async function KycApplyView() {
  const [t, to, messages, locale, status] = await Promise.all([
    getTranslations('kycCenter'),
    getHref(),
    getMessages(),
    getLocale(),
    serverRequest(kycStatus, {}),
  ]);
  // eslint-disable-next-line react-hooks/purity -- a server component renders once per request: its clock is read once
  const maxBirthDate = latestBirthDate(new Date(Date.now()), KYC_MIN_AGE);
  return (
    <>
      <h1 className={styles.heading}>{t('applyTitle')}</h1>
      {status.ok ? (
        <NextIntlClientProvider messages={{ kycCenter: (messages as Messages).kycCenter }}>
          <KycApply
            initial={status.data.data}
            countries={countryOptions(status.data.data.countries, locale)}
            homeHref={to('/myaccount/kyc_home')}
            maxBirthDate={maxBirthDate}
          />
        </NextIntlClientProvider>
      ) : (
        <p role="alert">{t('unavailable')}</p>
      )}
    </>
  );
}
