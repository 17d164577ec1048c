'use client';
import { useTranslations } from 'next-intl';
import { usePreferences } from '@/lib/request/client-context';
import { chooseTheme } from '@/lib/preferences/preference-rules';
import { trackClick } from '@/lib/telemetry/tracking';
import { MoonIcon, SunIcon } from '@/lib/ui/icons';
import menuStyles from '@/lib/ui/menu.module.css';
import styles from './settings.module.css';

/**
 * Switches light (0) and dark (2) at once; stores the theme cookie and the skin-changed flag. The
 * icon button sits in the bar; the `row` variant, with its label, in the phone drawer.
 */
export function ThemeToggle({ variant = 'icon' }: { variant?: 'icon' | 'row' }) {
  const t = useTranslations('settings');
  const [preferences, setPreferences] = usePreferences();
  const next = preferences.theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'themeToDark' : 'themeToLight');
  return (
    <button
      type="button"
      className={variant === 'icon' ? 'icon-button' : `${menuStyles.item} ${styles.themeRow}`}
      aria-label={variant === 'icon' ? label : undefined}
      onClick={() => {
        trackClick(`theme:${next}`);
        setPreferences(chooseTheme(next));
        try {
          window.localStorage.setItem('skin_changed', '1');
        } catch {
          // storage may be unavailable (private mode); the cookie is what counts
        }
      }}
    >
      {preferences.theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      {variant === 'row' && <span>{label}</span>}
    </button>
  );
}
