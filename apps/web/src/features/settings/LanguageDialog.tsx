'use client';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslations } from 'next-intl';
import { Contained } from '@/lib/islands/Contained';
import { useOverlayActions, type LanguageTab } from '@/lib/overlays/overlays';
import { Modal } from '@/lib/ui/Modal';
import { LanguageList } from './LanguageList';
import { RateList } from './RateList';
import type { SettingsData } from './settingsData';
import styles from './settings.module.css';

/**
 * The language and region modal: tab 0 language and region, tab 1 exchange rate (loaded on first
 * use). Tabs that fail show the generic error notice inside the open modal (Contained).
 */
export function LanguageDialog({
  data,
  open,
  tab,
  onOpenChange,
  opener,
}: {
  data: SettingsData;
  open: boolean;
  tab: LanguageTab;
  onOpenChange: (open: boolean) => void;
  opener: HTMLElement | null;
}) {
  const t = useTranslations('settings');
  const th = useTranslations('header');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('dialogTitle')} closeLabel={th('close')} opener={opener}>
      <Contained name="language dialog">
        <LanguageTabs data={data} tab={tab} onDone={() => onOpenChange(false)} />
      </Contained>
    </Modal>
  );
}

/**
 * The modal's tabs, a component of their own so that what they compute while rendering (their
 * labels, the overlay they switch through) is inside the modal's boundary too: a boundary catches
 * what its descendants throw, not what the component that renders it computes.
 */
function LanguageTabs({ data, tab, onDone }: { data: SettingsData; tab: LanguageTab; onDone: () => void }) {
  const t = useTranslations('settings');
  const overlays = useOverlayActions();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => overlays.open({ kind: 'language', tab: value === '1' ? '1' : '0' })}>
      <Tabs.List className={styles.tabs} aria-label={t('dialogTitle')}>
        <Tabs.Trigger value="0" className={styles.tab}>
          {t('languageTab')}
        </Tabs.Trigger>
        <Tabs.Trigger value="1" className={styles.tab}>
          {t('rateTab')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="0" className={styles.tabPanel}>
        <LanguageList languages={data.languages} current={data.locale} onTurkish={() => overlays.open({ kind: 'turkish' })} />
      </Tabs.Content>
      <Tabs.Content value="1" className={styles.tabPanel}>
        <RateList fiats={data.fiats} onDone={onDone} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
