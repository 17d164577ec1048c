'use client';
import { useTranslations } from 'next-intl';
import { useClientContext, useFiat } from '@/lib/request/client-context';
import { Contained } from '@/lib/islands/Contained';
import { fiatAmount, formatAmount } from '@/lib/account/account-format';

type Rates = Readonly<Record<string, string>>;

function Amount({ usd, rates }: { usd: string; rates: Rates }) {
  const { locale } = useClientContext();
  return <>{fiatAmount(usd, rates, useFiat(), locale)}</>;
}

function Volume({ usd, rates }: { usd: string; rates: Rates }) {
  const t = useTranslations('account.summary');
  const { locale } = useClientContext();
  return <span>{t('tierVolume', { usd: formatAmount(usd, locale), fiat: fiatAmount(usd, rates, useFiat(), locale) })}</span>;
}

/**
 * A USD amount shown in the fiat in force (USD when no rate is known); a fiat change shows at once.
 * A failure (formatting it) shows the generic error notice in its place (Contained).
 */
export function FiatAmount(props: { usd: string; rates: Rates }) {
  return (
    <Contained name="amount">
      <Amount {...props} />
    </Contained>
  );
}

/** The tier tooltip's volume line: the USD still to trade, and the same in the fiat in force (contained as FiatAmount). */
export function TierVolume(props: { usd: string; rates: Rates }) {
  return (
    <Contained name="tier volume">
      <Volume {...props} />
    </Contained>
  );
}
