'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { CopyButton } from '@/lib/ui/CopyButton';
import { recoveryCodesFile } from './security-rules';
import tone from '@/lib/ui/status-text.module.css';
import styles from './security.module.css';

/** Saves `text` as recovery-codes.txt (a file made in the browser: the codes never travel again). */
function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'recovery-codes.txt';
  anchor.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown this once (the API keeps only their hashes): the list, copy, and a
 * download as a text file. `onDone` when the trader says they are saved.
 */
export function RecoveryCodes({ codes, site, onDone }: { codes: readonly string[]; site: string; onDone: () => void }) {
  const t = useTranslations('securitySettings.recovery');
  const id = useId();
  const text = recoveryCodesFile(codes, t('fileHeading', { site }), t('fileNote'));
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subheading}>
        {t('title')}
      </h2>
      <p className={tone.muted}>{t('intro')}</p>
      <ul className={styles.codes} aria-label={t('listLabel')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <CopyButton value={codes.join('\n')} label={t('copy')} copiedText={t('copied')} failedText={t('copyFailed')} />
        <button type="button" className="button button-secondary" onClick={() => download(text)}>
          {t('download')}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('saved')}
        </button>
      </div>
    </section>
  );
}
