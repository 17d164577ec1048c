'use client';
import { useState, type ReactNode } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { useTranslations } from 'next-intl';
import { AuthLinks, type AuthTargets } from '@/lib/auth/AuthLinks';
import { Contained } from '@/lib/islands/Contained';
import { NavLinkItem } from '@/lib/nav/NavLinkItem';
import type { LinkView, MenuView } from '@/lib/nav/nav-view';
import { useOverlayActions } from '@/lib/overlays/overlays';
import { trackClick } from '@/lib/telemetry/tracking';
import { ComingSoonLink } from '@/lib/overlays/ComingSoon';
import menuStyles from '@/lib/ui/menu.module.css';
import { Sheet } from '@/lib/ui/Sheet';
import styles from './drawer.module.css';

export interface DrawerProps {
  readonly menus: readonly MenuView[];
  /** log in and sign up for guests (null when logged in or hidden) */
  readonly guest: AuthTargets | null;
  readonly settings: { readonly language: boolean; readonly other: boolean };
  readonly downloadHref?: string;
  readonly backToTradeHref?: string;
  /** the theme switch, rendered by the settings feature and composed by the layout */
  readonly theme?: ReactNode;
  /** the search entry, rendered by the search feature and composed by the layout */
  readonly search?: ReactNode;
  /** for a logged-in user on phones, where the account menu's hover panel is out of reach: log out */
  readonly account?: ReactNode;
}

const item = `${menuStyles.item} ${styles.plain}`;

/** A drawer link: its label, and its badge unless it is an upcoming feature. */
function DrawerLink({ link }: { link: LinkView }) {
  return (
    <NavLinkItem link={link} className={item}>
      {link.label}
      {!link.comingSoon && link.badge && <span className={styles.badge}>{link.badge}</span>}
    </NavLinkItem>
  );
}

/**
 * The phone side drawer's sheet (spec doc 1 §2, §4), loaded on first use by PhoneDrawer (below
 * 992 px): log in and sign up for guests, the main navigation as accordion sections (ids 0-12,
 * one open at a time, clicking the open one closes it), the settings list (language, exchange
 * rate, settings, theme) and the download-app button: everything the bar leaves out on phones.
 * Content that fails (its own or an island the layout passed in) shows the generic error notice
 * inside the open sheet, whose title and close button stay (Contained).
 */
export function DrawerSheet({
  open,
  setOpen,
  opener,
  ...content
}: DrawerProps & { open: boolean; setOpen: (open: boolean) => void; opener: HTMLElement | null }) {
  const t = useTranslations('header');
  // the open section outlives the sheet's content (which unmounts when the sheet closes)
  const [section, setSection] = useState('');
  return (
    <Sheet open={open} onOpenChange={setOpen} title={t('drawerTitle')} closeLabel={t('closeMenu')} opener={opener}>
      <Contained name="phone drawer">
        <DrawerContent {...content} section={section} setSection={setSection} />
      </Contained>
    </Sheet>
  );
}

/**
 * The sheet's content, a component of its own so that what it computes while rendering (the
 * menus' sections, its labels) is inside the sheet's boundary too: a boundary catches what its
 * descendants throw, not what the component that renders it computes.
 */
function DrawerContent({
  menus,
  guest,
  settings,
  downloadHref,
  backToTradeHref,
  theme,
  search,
  account,
  section,
  setSection,
}: DrawerProps & { section: string; setSection: (section: string) => void }) {
  const t = useTranslations('header');
  const ts = useTranslations('settings');
  const overlays = useOverlayActions();

  return (
    <>
      {guest && (
        <div className={styles.auth}>
          <AuthLinks {...guest} />
        </div>
      )}
      {search}
      <nav aria-label={t('mainNav')}>
        <Accordion.Root type="single" collapsible value={section} onValueChange={setSection} className={styles.sections}>
          {menus.map((menu) =>
            menu.groups.length === 0 ? (
              <div key={menu.key} className={styles.sectionLink}>
                {menu.comingSoon || !menu.href ? (
                  <ComingSoonLink className={item} name={menu.key}>
                    {menu.label}
                  </ComingSoonLink>
                ) : (
                  <a className={item} href={menu.href}>
                    {menu.label}
                  </a>
                )}
              </div>
            ) : (
              <Accordion.Item key={menu.key} value={String(menu.id)} className={styles.section}>
                <Accordion.Header className={styles.sectionHeader}>
                  <Accordion.Trigger className={styles.sectionTrigger}>
                    {menu.label}
                    <span className={styles.chevron} aria-hidden="true" />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className={styles.sectionBody}>
                  <ul className={styles.links}>
                    {menu.href && !menu.comingSoon && (
                      <li>
                        <a className={item} href={menu.href}>
                          {menu.label}
                        </a>
                      </li>
                    )}
                    {menu.groups
                      .flatMap((group) => group.links)
                      .map((link) => (
                        <DrawerLink key={link.key} link={link} />
                      ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            ),
          )}
        </Accordion.Root>
      </nav>
      <ul className={styles.settings} aria-label={ts('title')}>
        {settings.language && (
          <>
            <li>
              <button type="button" className={item} onClick={() => overlays.open({ kind: 'language', tab: '0' })}>
                {ts('language')}
              </button>
            </li>
            <li>
              <button type="button" className={item} onClick={() => overlays.open({ kind: 'language', tab: '1' })}>
                {ts('exchangeRate')}
              </button>
            </li>
          </>
        )}
        {settings.other && (
          <li>
            <button type="button" className={item} onClick={() => overlays.open({ kind: 'settings', anchored: false })}>
              {ts('title')}
            </button>
          </li>
        )}
        {theme && <li className={styles.themeRow}>{theme}</li>}
      </ul>
      {account && <div className={styles.account}>{account}</div>}
      {backToTradeHref && (
        <a className="button button-secondary" href={backToTradeHref}>
          {t('backToTrade')}
        </a>
      )}
      {downloadHref && (
        <a className={`button button-primary ${styles.download}`} href={downloadHref} onClick={() => trackClick('drawer_download')}>
          {t('download')}
        </a>
      )}
    </>
  );
}
