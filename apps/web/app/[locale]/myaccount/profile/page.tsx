import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { currFiatMarketRates } from '@exchange/contract/site';
import { CopyUid, TierVolume } from '@/features/account/islands';
import { ProfilePage } from '@/features/profile/ProfilePage';
import { serverApi } from '@/lib/api/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /myaccount/profile: the profile feature, with the account feature's UID copy button and the tier
 * tooltip's volume line (in the fiat in force) composed in (features never import each other).
 */
export default async function ProfileRoute() {
  const rates = await serverApi(currFiatMarketRates, {});
  return (
    <ProfilePage
      slots={{
        copyUid: (uid) => <CopyUid uid={uid} />,
        tierVolume: (usd, fiatRates) => <TierVolume usd={usd} rates={fiatRates} />,
        fiatRates: rates.data,
      }}
    />
  );
}
