'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { groupCode } from './transfer-rules';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/** A new deposit code, shown this once (the API keeps only its hash), with a copy button. */
export function CodeShown({ code }: { code: string }) {
  const t = useTranslations('transfer');
  const [copied, setCopied] = useState(false);
  return (
    <section className={styles.code} aria-labelledby="new-code-title">
      <h3 id="new-code-title" className={styles.subheading}>
        {t('newCode')}
      </h3>
      <p className={styles.codeText} data-testid="deposit-code">
        {groupCode(code)}
      </p>
      <p className={tone.muted}>{t('codeOnce')}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          void navigator.clipboard.writeText(code).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {t('copy')}
      </button>
      <span role="status" className={tone.success}>
        {copied ? t('copied') : ''}
      </span>
    </section>
  );
}
