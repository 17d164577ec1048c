'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Contained } from '@/lib/islands/Contained';
import { trackClick } from '@/lib/telemetry/tracking';
import styles from './account.module.css';

/** The copy feedback lasts 500 ms (spec doc 1 §9). */
export const COPY_FEEDBACK_MS = 500;

function Uid({ uid }: { uid: number }) {
  const t = useTranslations('account.summary');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span className={styles.uid}>
      {t('uid', { uid: String(uid) })}
      <button
        type="button"
        className={styles.copy}
        aria-label={t('copyUid')}
        onClick={async () => {
          trackClick('account_copy_uid');
          try {
            await navigator.clipboard.writeText(String(uid));
            setCopied(true);
          } catch (error) {
            console.warn('[account] copy failed', error);
          }
        }}
      >
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </svg>
      </button>
      <span role="status" className={copied ? styles.copied : 'visually-hidden'}>
        {copied ? t('copied') : ''}
      </span>
    </span>
  );
}

/** The UID with a copy button; 'Copied successfully' shows for 500 ms. A failure shows the generic error notice in its place (Contained). */
export function CopyUid({ uid }: { uid: number }) {
  return (
    <Contained name="copy uid">
      <Uid uid={uid} />
    </Contained>
  );
}
