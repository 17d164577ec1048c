import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/lib/account/Avatar';
import { MenuItem } from '@/lib/ui/MenuItem';
import { getRequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { getAccountData } from './accountData';
import { ORDER_ENTRIES, PROFILE_ENTRIES, WALLET_ENTRIES, showsPhoneDeposit, showsSwitchAccount, visibleEntries, type VisibleEntry } from './accountMenus';
import { DepositLauncher, FundPasswordEntry, LogoutOptions } from './islands';
import { SummaryPanel } from './SummaryPanel';
import menuStyles from '@/lib/ui/menu.module.css';
import styles from './account.module.css';

function EntryList({
  entries,
  label,
  translate,
  to,
  deposit,
}: {
  entries: VisibleEntry[];
  label: string;
  translate: (key: string) => string;
  to: (p: string) => string;
  deposit?: ReactNode;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key}>
          {entry.key === 'deposit' && deposit ? (
            deposit
          ) : (
            <a className={`${menuStyles.item} ${styles.menuLink}`} href={to(entry.href)}>
              {translate(entry.labelKey)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The logged-in part of the header: phone Deposit, Wallet and Orders menus (from 768 px), and the
 * avatar menu. `fiat` is the fiat in force when the page was rendered; amounts and deposit
 * methods follow a later choice in the browser.
 */
export async function AccountArea({ fiat }: { fiat: string }) {
  const ctx = await getRequestContext();
  const data = await getAccountData(ctx, fiat);
  const t = await getTranslations('account');
  const tAll = await getTranslations();
  const translate = (key: string) => (tAll as unknown as (k: string) => string)(key);
  const to = await getHref();
  const wallet = visibleEntries(WALLET_ENTRIES, data.menu);
  const orders = visibleEntries(ORDER_ENTRIES, data.menu);
  const profile = visibleEntries(PROFILE_ENTRIES, data.menu);
  const depositRules = { site: ctx.site, compliance: { menu: data.menu.compliance.menu, isUkLimit: data.isUkLimit } };

  return (
    <div className={styles.area}>
      {showsPhoneDeposit(data.menu) && <DepositLauncher variant="drawer" rules={depositRules} className={`button button-primary ${styles.phoneOnly}`} />}
      <ul className={styles.menus}>
        <MenuItem label={t('wallet.title')} href={to('/myaccount/myfunds')} className={styles.tabletUp}>
          <EntryList
            entries={wallet}
            label={t('wallet.title')}
            translate={translate}
            to={to}
            deposit={<DepositLauncher variant="dialog" rules={depositRules} />}
          />
        </MenuItem>
        <MenuItem label={t('orders.title')} href={to(orders[0]?.href ?? '/myaccount/myorders')} className={styles.tabletUp}>
          <EntryList entries={orders} label={t('orders.title')} translate={translate} to={to} />
        </MenuItem>
        <MenuItem
          href={to('/myaccount/profile')}
          label={
            <>
              <Avatar className={styles.avatar} src={ctx.user.user_avatar} name={ctx.user.nickname} hosts={ctx.site.antiPhishingHosts} size={32} />
              <span className="visually-hidden">{t('profile.title')}</span>
            </>
          }
        >
          <div className={styles.accountPanel}>
            <SummaryPanel data={data} />
            <EntryList entries={profile} label={t('profile.title')} translate={translate} to={to} />
            <div className={styles.actions}>
              {showsSwitchAccount(data.menu, data.hasSwitchTag) && (
                <a className={`${menuStyles.item} ${styles.menuButton}`} href={to('/myaccount/sub_account_manage?switch=1')}>
                  {t('switchAccount')}
                </a>
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
