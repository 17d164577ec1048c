import { getTranslations } from 'next-intl/server';
import { formatAmount } from '@/lib/account/account-format';
import { Avatar } from '@/lib/account/Avatar';
import { tierView } from '@/lib/account/tier';
import { TierBadge } from '@/lib/account/TierBadge';
import { getRequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import type { AccountData } from './accountData';
import { CopyUid, FiatAmount, TierVolume } from './islands';
import styles from './account.module.css';

/** Top of the avatar menu: avatar, nickname, UID, VIP badge, trading volume and total assets. */
export async function SummaryPanel({ data }: { data: AccountData }) {
  const { user, site, locale } = await getRequestContext();
  const t = await getTranslations('account.summary');
  const to = await getHref();
  const tier = data.tier;
  const view = tierView(tier);
  return (
    <section className={styles.summary} aria-label={user.nickname}>
      <a className={styles.summaryHead} href={to('/myaccount/profile')} aria-label={t('avatar', { name: user.nickname })}>
        <Avatar className={styles.avatarLarge} src={user.user_avatar} name={user.nickname} hosts={site.antiPhishingHosts} size={40} />
        <span className={styles.names}>
          <span className={styles.nickname}>{user.nickname}</span>
          {user.user_nick && user.user_nick !== user.nickname && <span className={styles.userNick}>{user.user_nick}</span>}
        </span>
      </a>
      <div className={styles.idRow}>
        <CopyUid uid={user.uid} />
        <TierBadge
          level={view.level}
          band={view.band}
          progress={{
            nextLevel: view.nextLevel,
            percent: view.percent,
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
