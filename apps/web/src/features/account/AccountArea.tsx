import { getLocale, getTranslations } from 'next-intl/server';
import { MenuItem } from '../../lib/ui/MenuItem';
import { getRequestContext } from '../../lib/request-context';
import { getHref } from '../../lib/server-href';
import { getAccountData } from './accountData';
import { ORDER_ENTRIES, PROFILE_ENTRIES, WALLET_ENTRIES, showsPhoneDeposit, showsSwitchAccount, visibleEntries, type VisibleEntry } from './accountMenus';
import { FundPasswordEntry } from './FundPasswordEntry';
import { LogoutOptions } from './LogoutOptions';
import { SummaryPanel } from './SummaryPanel';
import styles from './account.module.css';

function EntryList({ entries, label, translate, to }: { entries: VisibleEntry[]; label: string; translate: (key: string) => string; to: (p: string) => string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <a className={styles.menuLink} href={to(entry.href)}>{translate(entry.labelKey)}</a>
        </li>
      ))}
    </ul>
  );
}

/** The logged-in part of the header: phone Deposit, Wallet and Orders menus, and the avatar menu. */
export async function AccountArea() {
  const ctx = await getRequestContext();
  const data = await getAccountData(ctx);
  const t = await getTranslations('account');
  const tAll = await getTranslations();
  const translate = (key: string) => (tAll as unknown as (k: string) => string)(key);
  const to = await getHref();
  const locale = await getLocale();
  const wallet = visibleEntries(WALLET_ENTRIES, data.menu);
  const orders = visibleEntries(ORDER_ENTRIES, data.menu);
  const profile = visibleEntries(PROFILE_ENTRIES, data.menu);
  const initial = (ctx.user.nickname || '?').slice(0, 1).toUpperCase();

  return (
    <div className={styles.area}>
      {showsPhoneDeposit(data.menu) && (
        <a className={`button button-primary ${styles.phoneOnly}`} href={to('/myaccount/deposit/USDT')}>{t('deposit')}</a>
      )}
      <ul className={styles.menus}>
        <MenuItem label={t('wallet.title')} href={to('/myaccount/myfunds')} className={styles.tabletUp}>
          <EntryList entries={wallet} label={t('wallet.title')} translate={translate} to={to} />
        </MenuItem>
        <MenuItem label={t('orders.title')} href={to(orders[0]?.href ?? '/myaccount/myorders')} className={styles.tabletUp}>
          <EntryList entries={orders} label={t('orders.title')} translate={translate} to={to} />
        </MenuItem>
        <MenuItem
          href={to('/myaccount/profile')}
          label={
            <>
              <span className={styles.avatar} aria-hidden="true">{initial}</span>
              <span className="visually-hidden">{t('profile.title')}</span>
            </>
          }
        >
          <div className={styles.accountPanel}>
            <SummaryPanel data={data} locale={locale} />
            <EntryList entries={profile} label={t('profile.title')} translate={translate} to={to} />
            <div className={styles.actions}>
              {showsSwitchAccount(data.menu, data.hasSwitchTag) && (
                <a className={styles.menuButton} href={to('/myaccount/sub_account_manage?switch=1')}>{t('switchAccount')}</a>
              )}
              <FundPasswordEntry />
              {!ctx.site.isTestnet && <LogoutOptions />}
            </div>
          </div>
        </MenuItem>
      </ul>
    </div>
  );
}
