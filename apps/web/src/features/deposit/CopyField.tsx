'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './deposit.module.css';

/** How long "Copied" shows after a copy (ms). */
const COPIED_MS = 2_000;

/** A value to copy (an address, a memo): its label, the value in full (wrapping, never cut) and a copy button that says when it copied. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const t = useTranslations('deposit');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className={styles.copyField}>
      <span className={styles.fieldLabel}>{label}</span>
      <code className={styles.value} data-testid={testId}>
        {value}
      </code>
      <button
        type="button"
        className={styles.copy}
        aria-label={t('copyOf', { what: label })}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            setCopied('yes');
          } catch {
            setCopied('failed');
          }
        }}
      >
        {t('copy')}
      </button>
      <span role="status" className={styles.copied}>
        {copied === 'yes' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
      </span>
    </div>
  );
}
