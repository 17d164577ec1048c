'use client';
import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslations } from 'next-intl';
import { Modal } from '../../lib/ui/Modal';
import { LanguageList } from './LanguageList';
import { RateList } from './RateList';
import type { SettingsData } from './settingsData';
import styles from './settings.module.css';
import { TurkishConfirm } from './TurkishConfirm';

/**
 * The language and region modal: tab 0 language and region, tab 1 exchange rate. Loaded on
 * first use by SettingsHost, which owns whether it is open and on which tab.
 */
export function LanguageDialog({
  data,
  open,
  tab,
  onOpenChange,
  onTabChange,
}: {
  data: SettingsData;
  open: boolean;
  tab: '0' | '1';
  onOpenChange: (open: boolean) => void;
  onTabChange: (tab: '0' | '1') => void;
}) {
  const t = useTranslations('settings');
  const th = useTranslations('header');
  const [turkish, setTurkish] = useState(false);
  const setOpen = onOpenChange;

  return (
    <>
      <Modal open={open} onOpenChange={setOpen} title={t('dialogTitle')} closeLabel={th('close')}>
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value === '1' ? '1' : '0')}>
          <Tabs.List className={styles.tabs} aria-label={t('dialogTitle')}>
            <Tabs.Trigger value="0" className={styles.tab}>
              {t('languageTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="1" className={styles.tab}>
              {t('rateTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="0" className={styles.tabPanel}>
            <LanguageList
              languages={data.languages}
              current={data.locale}
              onTurkish={() => {
                setOpen(false);
                setTurkish(true);
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="1" className={styles.tabPanel}>
            <RateList data={data} onDone={() => setOpen(false)} />
          </Tabs.Content>
        </Tabs.Root>
      </Modal>
      {data.turkeyOrigin && <TurkishConfirm open={turkish} onOpenChange={setTurkish} turkeyOrigin={data.turkeyOrigin} />}
    </>
  );
}
