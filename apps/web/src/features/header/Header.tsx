import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AuthLinks, type AuthTargets } from '@/lib/auth/AuthLinks';
import type { MenuView } from '@/lib/nav/nav-view';
import { DesktopNav } from './DesktopNav';
import { barPlacement, fromClass, type HeaderControls } from './headerControls';
import { Logo } from './Logo';
import styles from './header.module.css';

export interface HeaderProps {
  readonly brandName: string;
  readonly homeHref: string;
  readonly controls: HeaderControls;
  readonly menus: readonly MenuView[];
  /** log in and sign up targets for guests (null when logged in or hidden) */
  readonly auth: AuthTargets | null;
  /** the testnet's way back to live trading */
  readonly backToTradeHref?: string;
  /** the sub-site the visitor's country has (offeredSite): its brand and home page */
  readonly offeredSite?: { readonly name: string; readonly href: string };
  /** the parts other features render, composed by the layout */
  readonly slots: {
    readonly buyCryptoExtra?: ReactNode;
    /** the coin-list panels, by the nav data's `panel` (spot, futures, preMarket) */
    readonly coinPanels?: Partial<Record<NonNullable<MenuView['panel']>, ReactNode>>;
    /** the search box (wide screens) and its icon (desktop): places itself by breakpoint */
    readonly search?: ReactNode;
    readonly notifications?: ReactNode;
    readonly account?: ReactNode;
    readonly download?: ReactNode;
    readonly language?: ReactNode;
    readonly settings?: ReactNode;
    readonly theme?: ReactNode;
    readonly drawer?: ReactNode;
  };
}

/**
 * The site header's bar (spec doc 1 §1, §2, §4-§6): brand, desktop menus, and the controls the
 * layout composes from the other features, each placed by `barPlacement` so the bar fits every
 * screen from 320 px up. Rendered once in the layout, on the server.
 */
export async function Header({ brandName, homeHref, controls, menus, auth, backToTradeHref, offeredSite, slots }: HeaderProps) {
  const t = await getTranslations();
  const place = barPlacement(controls);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a href={homeHref} className={styles.brand} aria-label={t('common.logoAlt', { brand: brandName })}>
          <Logo />
          <span className={`${styles.brandName} ${fromClass(place.brandName)}`}>{brandName}</span>
        </a>
        {controls.demoBadge && <span className={styles.demo}>{t('header.demoTrading')}</span>}
        <DesktopNav menus={menus} buyCryptoExtra={slots.buyCryptoExtra} coinPanels={slots.coinPanels} />
        <div className={styles.actions}>
          {slots.search}
          {backToTradeHref && (
            <a className={`button button-secondary ${fromClass(place.backToTrade)}`} href={backToTradeHref}>
              {t('header.backToTrade')}
            </a>
          )}
          {offeredSite && (
            <a className={`button button-secondary ${fromClass(place.offeredSite)}`} href={offeredSite.href}>
              {offeredSite.name}
            </a>
          )}
          {auth?.login && <AuthLinks login={auth.login} oauth={auth.oauth ?? false} className={fromClass(place.login)} />}
          {auth?.signup && <AuthLinks signup={auth.signup} className={fromClass(place.signup)} />}
          {slots.notifications && <div className={fromClass(place.notifications)}>{slots.notifications}</div>}
          {slots.account}
          {slots.download && <div className={fromClass(place.download)}>{slots.download}</div>}
          {slots.language && <div className={fromClass(place.language)}>{slots.language}</div>}
          {slots.settings && <div className={fromClass(place.settings)}>{slots.settings}</div>}
          {slots.theme && <div className={fromClass(place.theme)}>{slots.theme}</div>}
          {slots.drawer && <div className="below-desktop">{slots.drawer}</div>}
        </div>
      </div>
    </header>
  );
}
