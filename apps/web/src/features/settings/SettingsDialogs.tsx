'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useOverlay } from '@/lib/overlays/overlays';
import type { SettingsData } from './settingsData';

// The dialogs (and Radix with them) load on first use, keeping them off every page's first load.
const LanguageDialog = dynamic(
  () =>
    loadIsland(
      'LanguageDialog',
      import('./LanguageDialog').then((m) => m.LanguageDialog),
    ),
  { ssr: false },
);
const TurkishConfirm = dynamic(
  () =>
    loadIsland(
      'TurkishConfirm',
      import('./TurkishConfirm').then((m) => m.TurkishConfirm),
    ),
  { ssr: false },
);
const SettingsSurface = dynamic(
  () =>
    loadIsland(
      'SettingsSurface',
      import('./SettingsSurface').then((m) => m.SettingsSurface),
    ),
  { ssr: false },
);

/**
 * The settings dialogs, mounted once by the layout: the language and exchange-rate modal, the
 * Turkish confirm and the settings surface, each loaded when first opened from the header or the
 * phone drawer.
 */
export function SettingsDialogs({ data }: { data: SettingsData }) {
  const language = useOverlay('language');
  const turkish = useOverlay('turkish');
  const settings = useOverlay('settings');
  return (
    <>
      {language.seen && (
        <LanguageDialog data={data} tab={language.last?.tab ?? '0'} open={language.current !== null} onOpenChange={language.setOpen} opener={language.opener} />
      )}
      {turkish.seen && data.turkeyOrigin && (
        <TurkishConfirm open={turkish.current !== null} onOpenChange={turkish.setOpen} turkeyOrigin={data.turkeyOrigin} opener={turkish.opener} />
      )}
      {settings.seen && (
        <SettingsSurface
          data={data}
          anchored={settings.last?.anchored ?? false}
          open={settings.current !== null}
          onOpenChange={settings.setOpen}
          opener={settings.opener}
        />
      )}
    </>
  );
}
