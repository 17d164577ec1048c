'use client';
import { useTranslations } from 'next-intl';
import { useClientContext, useFiat } from '../../lib/client-context';
import { fiatAmount, formatAmount } from './format';

type Rates = Readonly<Record<string, string>>;

/** A USD amount shown in the fiat in force (USD when no rate is known); a fiat change shows at once. */
export function FiatAmount({ usd, rates }: { usd: string; rates: Rates }) {
  const { locale } = useClientContext();
  return <>{fiatAmount(usd, rates, useFiat(), locale)}</>;
}

/** The tier tooltip's volume line: the USD still to trade, and the same in the fiat in force. */
export function TierVolume({ usd, rates }: { usd: string; rates: Rates }) {
  const t = useTranslations('account.summary');
  const { locale } = useClientContext();
  return <span>{t('tierVolume', { usd: formatAmount(usd, locale), fiat: fiatAmount(usd, rates, useFiat(), locale) })}</span>;
}
