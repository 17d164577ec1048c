'use client';
import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Theme } from '../../lib/preferences';
import { trackClick } from '../../lib/tracking';
import { GearIcon, GlobeIcon } from './icons';
import { OPEN_LANGUAGE, OPEN_SETTINGS, openLanguageDialog, type SettingsData } from './settingsData';
import { ThemeToggle } from './ThemeToggle';

// The dialogs (and Radix with them) load on first use, keeping them off every page's first load.
const LanguageDialog = dynamic(() => import('./LanguageDialog').then((m) => m.LanguageDialog), { ssr: false });
const SettingsSurface = dynamic(() => import('./SettingsSurface').then((m) => m.SettingsSurface), { ssr: false });

/** The header's settings cluster: language button, settings button, theme toggle, and their dialogs. */
export function SettingsHost({ data, theme, show }: { data: SettingsData; theme: Theme; show: { language: boolean; settings: boolean; theme: boolean } }) {
  const t = useTranslations('header');
  const ts = useTranslations('settings');
  const gear = useRef<HTMLButtonElement>(null);
  // null until first opened: nothing is loaded before that
  const [language, setLanguage] = useState<{ open: boolean; tab: '0' | '1' } | null>(null);
  const [settings, setSettings] = useState<{ open: boolean; fromButton: boolean } | null>(null);
  const current = data.languages.find((l) => l.code === data.locale)?.name ?? data.locale;

  useEffect(() => {
    const onLanguage = (event: Event) => setLanguage({ open: true, tab: (event as CustomEvent<number>).detail === 1 ? '1' : '0' });
    const onSettings = () => setSettings({ open: true, fromButton: false });
    window.addEventListener(OPEN_LANGUAGE, onLanguage);
    window.addEventListener(OPEN_SETTINGS, onSettings);
    return () => {
      window.removeEventListener(OPEN_LANGUAGE, onLanguage);
      window.removeEventListener(OPEN_SETTINGS, onSettings);
    };
  }, []);

  return (
    <>
      {show.language && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('languageButton', { language: current })}
          aria-haspopup="dialog"
          onClick={() => {
            trackClick('header_language');
            openLanguageDialog(0);
          }}
        >
          <GlobeIcon />
        </button>
      )}
      {show.settings && (
        <button
          ref={gear}
          type="button"
          className="icon-button"
          aria-label={ts('open')}
          aria-haspopup="dialog"
          aria-expanded={settings?.open === true && settings.fromButton}
          onClick={() => {
            trackClick('header_settings');
            setSettings((s) => ({ open: !(s?.open && s.fromButton), fromButton: true }));
          }}
        >
          <GearIcon />
        </button>
      )}
      {show.theme && <ThemeToggle initial={theme} />}
      {language && (
        <LanguageDialog
          data={data}
          open={language.open}
          tab={language.tab}
          onOpenChange={(open) => setLanguage({ ...language, open })}
          onTabChange={(tab) => setLanguage({ ...language, tab })}
        />
      )}
      {settings && (
        <SettingsSurface
          data={data}
          showLanguage={show.language}
          anchor={settings.fromButton ? gear : null}
          open={settings.open}
          onOpenChange={(open) => setSettings({ ...settings, open })}
        />
      )}
    </>
  );
}
