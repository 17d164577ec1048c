'use client';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslations } from 'next-intl';
import { COOKIE } from '@exchange/contract/cookies';
import { readBrowserCookie } from '@/lib/preferences/browser-cookies';
import { useClientContext, usePagePath, usePreferences } from '@/lib/request/client-context';
import { href } from '@/lib/nav/href';
import { riseColorOnLocaleChoice } from '@/lib/preferences/preference-rules';
import { trackClick } from '@/lib/telemetry/tracking';
import type { LanguageOption } from './settingsData';
import styles from './settings.module.css';

/** The language and region list: each entry links to this page under its prefix. */
export function LanguageList({ languages, current, onTurkish }: { languages: readonly LanguageOption[]; current: string; onTurkish: () => void }) {
  const t = useTranslations('settings');
  const { site } = useClientContext();
  const path = usePagePath();
  const [, setPreferences] = usePreferences();
  return (
    <Tooltip.Provider delayDuration={150}>
      <ul className={styles.grid}>
        {languages.map((option) => {
          const link = (
            <a
              href={href(path, option.code, site.defaultLocale)}
              lang={option.code}
              hrefLang={option.code}
              className={styles.option}
              aria-current={option.code === current ? 'true' : undefined}
              onClick={(event) => {
                trackClick(`language:${option.code}`);
                if (option.confirmTurkish) {
                  event.preventDefault();
                  onTurkish();
                  return;
                }
                setPreferences(riseColorOnLocaleChoice(readBrowserCookie(COOKIE.riseColor), option.code));
              }}
            >
              {option.name}
            </a>
          );
          return (
            <li key={option.code}>
              {option.residency ? (
                <Tooltip.Root>
                  <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
                  <Tooltip.Portal>
                    <Tooltip.Content className={styles.tooltip} sideOffset={4}>
                      {t(`notForResidents.${option.residency}`)}
                    </Tooltip.Content>
                  </Tooltip.Portal>
                </Tooltip.Root>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </Tooltip.Provider>
  );
}
