'use client';
import { useState } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { trackClick } from '../../lib/tracking';
import { AuthLinks } from '../header/AuthLinks';
import { ComingSoonLink } from '../header/ComingSoon';
import type { MenuView } from '../header/navView';
import { OPEN_SETTINGS, openLanguageDialog } from '../settings/settingsData';
import menuStyles from '../../lib/ui/menu.module.css';
import sheet from '../../lib/ui/sheet.module.css';
import styles from './drawer.module.css';

export interface DrawerProps {
  readonly menus: readonly MenuView[];
  /** log in and sign up for guests (null when logged in or hidden) */
  readonly guest: { readonly login?: string; readonly signup?: string; readonly oauth?: boolean } | null;
  readonly settings: { readonly language: boolean; readonly other: boolean };
  readonly downloadHref?: string;
}

/**
 * The phone side drawer's sheet, loaded on first use by DrawerButton (below 992 px): 414 px wide, 300 ms slide; log in and sign up for guests,
 * the main navigation as accordion sections (ids 0-12, one open at a time, clicking the open one
 * closes it), the settings list and the download-app button.
 */
export function DrawerSheet({ menus, guest, settings, downloadHref, open, setOpen }: DrawerProps & { open: boolean; setOpen: (open: boolean) => void }) {
  const t = useTranslations('header');
  const ts = useTranslations('settings');
  const [section, setSection] = useState('');
  const then = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} />
        <Dialog.Content className={sheet.sheet} aria-describedby={undefined}>
          <div className={sheet.top}>
            <Dialog.Title className={sheet.title}>{t('drawerTitle')}</Dialog.Title>
            <Dialog.Close className={sheet.close} aria-label={t('closeMenu')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {guest && (
            <div className={styles.auth}>
              <AuthLinks {...guest} />
            </div>
          )}
          <nav aria-label={t('mainNav')}>
            <Accordion.Root type="single" collapsible value={section} onValueChange={setSection} className={styles.sections}>
              {menus.map((menu) =>
                menu.groups.length === 0 ? (
                  <div key={menu.key} className={styles.sectionLink}>
                    {menu.comingSoon || !menu.href ? (
                      <ComingSoonLink className={`${menuStyles.item} ${styles.plain}`} name={menu.key}>
                        {menu.label}
                      </ComingSoonLink>
                    ) : (
                      <a className={`${menuStyles.item} ${styles.plain}`} href={menu.href}>
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
                            <a className={`${menuStyles.item} ${styles.plain}`} href={menu.href}>
                              {menu.label}
                            </a>
                          </li>
                        )}
                        {menu.groups
                          .flatMap((group) => group.links)
                          .map((link) => (
                            <li key={link.key}>
                              {link.comingSoon ? (
                                <ComingSoonLink className={`${menuStyles.item} ${styles.plain}`} name={link.key}>
                                  {link.label}
                                </ComingSoonLink>
                              ) : (
                                <a className={`${menuStyles.item} ${styles.plain}`} href={link.href}>
                                  {link.label}
                                  {link.badge && <span className={styles.badge}>{link.badge}</span>}
                                </a>
                              )}
                            </li>
                          ))}
                      </ul>
                    </Accordion.Content>
                  </Accordion.Item>
                ),
              )}
            </Accordion.Root>
          </nav>
          {(settings.language || settings.other) && (
            <ul className={styles.settings} aria-label={ts('title')}>
              {settings.language && (
                <>
                  <li>
                    <button type="button" className={`${menuStyles.item} ${styles.plain}`} onClick={then(() => openLanguageDialog(0))}>
                      {ts('language')}
                    </button>
                  </li>
                  <li>
                    <button type="button" className={`${menuStyles.item} ${styles.plain}`} onClick={then(() => openLanguageDialog(1))}>
                      {ts('exchangeRate')}
                    </button>
                  </li>
                </>
              )}
              {settings.other && (
                <li>
                  <button type="button" className={`${menuStyles.item} ${styles.plain}`} onClick={then(() => window.dispatchEvent(new Event(OPEN_SETTINGS)))}>
                    {ts('title')}
                  </button>
                </li>
              )}
            </ul>
          )}
          {downloadHref && (
            <a className={`button button-primary ${styles.download}`} href={downloadHref} onClick={() => trackClick('drawer_download')}>
              {t('download')}
            </a>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
