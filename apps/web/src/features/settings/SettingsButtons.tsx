'use client';
import { useTranslations } from 'next-intl';
import { useOverlay, useOverlayActions } from '@/lib/overlays/overlays';
import { trackClick } from '@/lib/telemetry/tracking';
import { GearIcon, GlobeIcon } from '@/lib/ui/icons';

/** The header's language button: opens the language and region modal on its first tab. */
export function LanguageButton({ currentName }: { currentName: string }) {
  const t = useTranslations('header');
  const { open } = useOverlayActions();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('languageButton', { language: currentName })}
      aria-haspopup="dialog"
      onClick={(event) => {
        trackClick('header_language');
        open({ kind: 'language', tab: '0' }, event.currentTarget);
      }}
    >
      <GlobeIcon />
    </button>
  );
}

/** The header's settings button: toggles the settings dropdown hung from it (a modal below 768 px). */
export function SettingsButton() {
  const t = useTranslations('settings');
  const { current } = useOverlay('settings');
  const { open, close } = useOverlayActions();
  const expanded = current?.anchored === true;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('open')}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={(event) => {
        trackClick('header_settings');
        if (expanded) close('settings');
        else open({ kind: 'settings', anchored: true }, event.currentTarget);
      }}
    >
      <GearIcon />
    </button>
  );
}
