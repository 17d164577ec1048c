'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { enableTotp } from '@exchange/contract/security';
import { PasswordField, TotpField } from '@/lib/account/PasswordField';
import { browserRequest } from '@/lib/api/browser';
import { CopyButton } from '@/lib/ui/CopyButton';
import { QrCode } from '@/lib/ui/QrCode';
import { groupSecret } from './security-rules';
import { Refusal } from './Refusal';
import { useSubmit } from './use-submit';
import tone from '@/lib/ui/status-text.module.css';
import styles from './security.module.css';

/**
 * The authenticator's set-up: the otpauth URL as a QR code, the secret as text with a copy
 * button, then a code of the new secret and the login password turn it on. `onEnabled` gets the
 * recovery codes (shown once).
 */
export function TotpOffer({ secret, url, onEnabled }: { secret: string; url: string; onEnabled: (codes: string[]) => void }) {
  const t = useTranslations('securitySettings.totp');
  const tc = useTranslations('securitySettings.common');
  const id = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const submit = useSubmit();
  const ready = /^\d{6}$/.test(code) && password !== '' && !submit.pending;
  return (
    <form
      className={styles.panel}
      aria-labelledby={`${id}-scan`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        void submit
          .run(() => browserRequest(enableTotp, { code, password }))
          .then((answer) => {
            if (answer) onEnabled(answer.data.recovery_codes);
            else setCode('');
          });
      }}
    >
      <h2 id={`${id}-scan`} className={styles.subheading}>
        {t('scan')}
      </h2>
      <QrCode value={url} label={t('qrLabel')} className={styles.qr} testId="totp-qr" />
      <p className={tone.muted}>{t('keyLabel')}</p>
      <div className={styles.secret}>
        <code data-testid="totp-secret">{groupSecret(secret)}</code>
        <CopyButton value={secret} label={t('copyKey')} copiedText={tc('copied')} failedText={tc('copyFailed')} />
      </div>
      <h2 className={styles.subheading}>{t('confirm')}</h2>
      <Refusal text={submit.error} />
      <TotpField id={`${id}-code`} label={t('code')} value={code} onChange={setCode} />
      <PasswordField id={`${id}-password`} label={tc('loginPassword')} value={password} onChange={setPassword} autoComplete="current-password" />
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={!ready} aria-busy={submit.pending}>
          {submit.pending ? tc('sending') : t('enable')}
        </button>
      </div>
    </form>
  );
}
