'use client';
import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslations } from 'next-intl';
import dialog from '../header/dialog.module.css';
import { LanguageList } from './LanguageList';
import { RateList } from './RateList';
import { OPEN_LANGUAGE, type SettingsData } from './settingsData';
import styles from './settings.module.css';
import { TurkishConfirm } from './TurkishConfirm';

/** The language and region modal: tab 0 language and region, tab 1 exchange rate. */
export function LanguageDialog({ data }: { data: SettingsData }) {
  const t = useTranslations('settings');
  const th = useTranslations('header');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('0');
  const [turkish, setTurkish] = useState(false);

  useEffect(() => {
    const onOpen = (event: Event) => {
      setTab(String((event as CustomEvent<number>).detail === 1 ? 1 : 0));
      setOpen(true);
    };
    window.addEventListener(OPEN_LANGUAGE, onOpen);
    return () => window.removeEventListener(OPEN_LANGUAGE, onOpen);
  }, []);

  return (
    <>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialog.overlay} />
          <Dialog.Content className={dialog.content} aria-describedby={undefined}>
            <Dialog.Title className={dialog.title}>{t('dialogTitle')}</Dialog.Title>
            <Tabs.Root value={tab} onValueChange={setTab}>
              <Tabs.List className={styles.tabs} aria-label={t('dialogTitle')}>
                <Tabs.Trigger value="0" className={styles.tab}>{t('languageTab')}</Tabs.Trigger>
                <Tabs.Trigger value="1" className={styles.tab}>{t('rateTab')}</Tabs.Trigger>
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
            <Dialog.Close className={dialog.closeButton} aria-label={th('close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {data.turkish && <TurkishConfirm open={turkish} onOpenChange={setTurkish} destinations={data.turkish} />}
    </>
  );
}
