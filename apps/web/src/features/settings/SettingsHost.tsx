'use client';
import type { Theme } from '../../lib/preferences';
import { LanguageButton } from './LanguageButton';
import { LanguageDialog } from './LanguageDialog';
import { SettingsControl } from './SettingsControl';
import type { SettingsData } from './settingsData';
import { ThemeToggle } from './ThemeToggle';

/** The header's settings cluster: language button, settings, theme toggle, and their dialogs. */
export function SettingsHost({
  data,
  theme,
  show,
}: {
  data: SettingsData;
  theme: Theme;
  show: { language: boolean; settings: boolean; theme: boolean };
}) {
  const current = data.languages.find((l) => l.code === data.locale)?.name ?? data.locale;
  return (
    <>
      {show.language && <LanguageButton language={current} />}
      <SettingsControl data={data} showLanguage={show.language} showButton={show.settings} />
      {show.theme && <ThemeToggle initial={theme} />}
      {show.language && <LanguageDialog data={data} />}
    </>
  );
}
