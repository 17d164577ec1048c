import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import type { AccountData } from './accountData';
import { vipBand } from './accountMenus';
import { CopyUid, FiatAmount, TierVolume } from './islands';
import { formatAmount, safeAvatar } from './format';
import { TierBadge } from './TierBadge';
import styles from './account.module.css';

/** Top of the avatar menu: avatar, nickname, UID, VIP badge, trading volume and total assets. */
export async function SummaryPanel({ data }: { data: AccountData }) {
  const { user, site, locale } = await getRequestContext();
  const t = await getTranslations('account.summary');
  const to = await getHref();
  const tier = data.tier;
  const level = Number.isFinite(tier.tier_level) ? tier.tier_level : 0;
  const top = tier.tier_next_progress >= 100 && Number(tier.tier_next_usdt) === 0;
  const avatar = safeAvatar(user.user_avatar, site.antiPhishingHosts);
  return (
    <section className={styles.summary} aria-label={user.nickname}>
      <a className={styles.summaryHead} href={to('/myaccount/profile')} aria-label={t('avatar', { name: user.nickname })}>
        {avatar ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.avatarLarge} src={avatar} alt="" width={40} height={40} />
        ) : (
          <span className={styles.avatarLarge} aria-hidden="true">
            {(user.nickname || '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className={styles.names}>
          <span className={styles.nickname}>{user.nickname}</span>
          {user.user_nick && <span className={styles.userNick}>{user.user_nick}</span>}
        </span>
      </a>
      <div className={styles.idRow}>
        <CopyUid uid={user.uid} />
        <TierBadge
          level={level}
          band={vipBand(level)}
          progress={{
            nextLevel: top ? null : level + 1,
            percent: Math.round(tier.tier_next_progress),
            volume: <TierVolume usd={tier.tier_next_usdt} rates={data.fiatRates} />,
            gt: formatAmount(tier.tier_next_gt_min, locale),
            assetsUsd: formatAmount(tier.tier_next_asset_only_usd, locale),
          }}
        />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('volume')}</dt>
          <dd>{formatAmount(tier.tier_all_trade_usdt, locale)} USD</dd>
        </div>
        <div>
          <dt>{t('totalAssets')}</dt>
          <dd>
            <FiatAmount usd={data.totalUsd} rates={data.fiatRates} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
