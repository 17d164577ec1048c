'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Theme } from '../../lib/preferences';
import { chooseTheme } from '../../lib/preference-rules';
import { writeCookies } from '../../lib/preferences-client';
import { trackClick } from '../../lib/tracking';
import { MoonIcon, SunIcon } from './icons';

/** Switches light (0) and dark (2); stores the theme cookie and the skin-changed flag. */
export function ThemeToggle({ initial }: { initial: Theme }) {
  const t = useTranslations('settings');
  const [theme, setTheme] = useState<Theme>(initial);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t(next === 'dark' ? 'themeToDark' : 'themeToLight')}
      onClick={() => {
        trackClick(`theme:${next}`);
        writeCookies(chooseTheme(next));
        try {
          window.localStorage.setItem('skin_changed', '1');
        } catch {
          // storage may be unavailable (private mode); the cookie is what counts
        }
        document.documentElement.dataset.theme = next;
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
