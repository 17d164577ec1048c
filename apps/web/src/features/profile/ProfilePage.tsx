import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { avatarKeyOf, getProfile } from '@exchange/contract/profile';
import { getAccountMode } from '@exchange/contract/unified';
import { getUserTier } from '@exchange/contract/usercenter';
import type { Messages } from '@/i18n/messages';
import { formatAmount } from '@/lib/account/account-format';
import { Avatar } from '@/lib/account/Avatar';
import { tierView } from '@/lib/account/tier';
import { TierDetails, VipMark } from '@/lib/account/TierBadge';
import { serverApi, serverRequest } from '@/lib/api/server';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getHref } from '@/lib/nav/server-href';
import { getRequestContext } from '@/lib/request/request-context';
import { AvatarForm } from './AvatarForm';
import { NicknameForm } from './NicknameForm';
import { levelKeyOf, offersUpgrade, withdrawLimitOf } from './profile-rules';
import form from '@/lib/account/confirm-fields.module.css';
import styles from './profile.module.css';

/** What the route composes from other features: the UID's copy button and the tier's volume line in the fiat in force. */
export interface ProfileSlots {
  readonly copyUid: (uid: number) => ReactNode;
  readonly tierVolume: (usd: string, rates: Readonly<Record<string, string>>) => ReactNode;
  readonly fiatRates: Readonly<Record<string, string>>;
}

/**
 * /myaccount/profile (spec doc 1 §2): who the user is here. The avatar and the nickname (changed
 * here, the header following at once), the UID with copy, the VIP tier with the header tooltip's
 * progress in full, the verification level (doc 2 §3 mapping, leading to /myaccount/kyc_home) and
 * the account mode. Behind the page guard.
 */
export async function ProfilePage({ slots }: { slots: ProfileSlots }) {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [t, tSummary, to, messages, profile, tier, mode] = await Promise.all([
    getTranslations('profile'),
    getTranslations('account.summary'),
    getHref(),
    getMessages(),
    serverRequest(getProfile, {}),
    serverApi(getUserTier, {}),
    serverApi(getAccountMode, {}),
  ]);
  const { user, site, locale } = ctx;
  const me = profile.ok ? profile.data.data : { ...getProfile.fallback.data, uid: user.uid, nickname: user.nickname };
  const view = tierView(tier.data);
  const level = levelKeyOf(user.verified);
  const initial = (me.nickname || '?').slice(0, 1).toUpperCase();

  return (
    <>
      <h1 className={styles.heading}>{t('title')}</h1>
      <section className={styles.identity} aria-label={t('identity')}>
        <Avatar className={styles.avatar} src={me.avatar} name={me.nickname} hosts={site.antiPhishingHosts} size={64} />
        <div className={styles.who}>
          <bdi className={styles.nickname}>{me.nickname}</bdi>
          {slots.copyUid(me.uid)}
        </div>
      </section>
      {!profile.ok && (
        <p role="alert" className={form.error}>
          {t('errors.load')}
        </p>
      )}
      {profile.ok && (
        <NextIntlClientProvider messages={{ profile: (messages as Messages).profile }}>
          <div className={styles.grid}>
            <NicknameForm profile={me} />
            <AvatarForm current={avatarKeyOf(me.avatar)} initial={initial} />
          </div>
        </NextIntlClientProvider>
      )}
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="profile-tier">
          <h2 id="profile-tier" className={styles.subheading}>
            {t('tier.title')}
          </h2>
          <p className={styles.row}>
            <VipMark level={view.level} band={view.band} />
            <span>
              {tSummary('volume')}: {formatAmount(tier.data.tier_all_trade_usdt, locale)} USD
            </span>
          </p>
          <TierDetails
            inFull
            progress={{
              nextLevel: view.nextLevel,
              percent: view.percent,
              volume: slots.tierVolume(tier.data.tier_next_usdt, slots.fiatRates),
              gt: formatAmount(tier.data.tier_next_gt_min, locale),
              assetsUsd: formatAmount(tier.data.tier_next_asset_only_usd, locale),
            }}
          />
        </section>
        <section className={styles.card} aria-labelledby="profile-kyc">
          <h2 id="profile-kyc" className={styles.subheading}>
            {t('verification.title')}
          </h2>
          <p className={styles.value}>{t(`verification.levels.${level}`)}</p>
          <p className={form.hint}>{t('verification.limit', { limit: new Intl.NumberFormat(locale).format(Number(withdrawLimitOf(user.verified))) })}</p>
          <a className={offersUpgrade(user.verified) ? 'button button-primary' : ''} href={to('/myaccount/kyc_home')}>
            {offersUpgrade(user.verified) ? t('verification.upgrade') : t('verification.view')}
          </a>
        </section>
        <section className={styles.card} aria-labelledby="profile-mode">
          <h2 id="profile-mode" className={styles.subheading}>
            {t('mode.title')}
          </h2>
          <p className={styles.value}>{t(`mode.modes.${mode.data.mode}`)}</p>
          <p className={form.hint}>{t(`mode.about.${mode.data.mode}`)}</p>
        </section>
      </div>
    </>
  );
}
