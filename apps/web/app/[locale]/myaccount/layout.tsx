import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LeftNav } from '@/features/left-nav/LeftNav';
import { moneyNavFor, type MoneyNavKey } from '@/lib/account/money-nav';
import { getHref } from '@/lib/nav/server-href';
import { getRequestContext } from '@/lib/request/request-context';
import { DepositIcon, HistoryIcon, IdCardIcon, OrdersIcon, ProfileIcon, ShieldIcon, SupportIcon, TransferIcon, WalletIcon, WithdrawIcon } from '@/lib/ui/icons';
import styles from '@/lib/ui/page-shell.module.css';

const ICONS: Record<MoneyNavKey, () => ReactNode> = {
  funds: WalletIcon,
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  transfer: TransferIcon,
  history: HistoryIcon,
  orders: OrdersIcon,
  profile: ProfileIcon,
  security: ShieldIcon,
  kyc: IdCardIcon,
  tickets: SupportIcon,
};

/**
 * The account pages' frame (`/myaccount/…`): the account pages' side navigation (built from
 * lib/account/money-nav.ts, filtered by the site table; a dropdown on phones, the current page
 * marked with aria-current) beside the page. Every page under it checks the page guard itself
 * (lib/auth/page-guard.ts guardRedirect), as the proxy does for a request without a session.
 */
export default async function MyAccountLayout({ children }: { children: ReactNode }) {
  const [ctx, t, tNav, to] = await Promise.all([getRequestContext(), getTranslations('moneyNav'), getTranslations('leftNav'), getHref()]);
  const items = moneyNavFor(ctx.site).map((entry) => {
    const Icon = ICONS[entry.key];
    return { key: entry.key, path: entry.path, href: to(entry.href), label: t(entry.labelKey), icon: <Icon />, ...(entry.also ? { also: entry.also } : {}) };
  });
  return (
    <main id="main" className={styles.shell}>
      <LeftNav items={items} label={t('label')} expandLabel={tNav('expand')} collapseLabel={tNav('collapse')} />
      <div className={styles.page}>{children}</div>
    </main>
  );
}
