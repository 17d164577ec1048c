'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { enableTotp } from '@exchange/contract/security';
import { PasswordField, TotpField } from '@/lib/account/PasswordField';
import { SecondFactorField } from '@/lib/account/SecondFactorField';
import { NO_SECOND_FACTOR, secondFactorBody, secondFactorReady, type SecondFactorMethods } from '@/lib/account/second-factor';
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
 * button, then a code of the new secret and the login password turn it on, with the account's
 * passkey when it has one (`methods`: the authenticator is off here, so a passkey is the only
 * second factor it can have). `onEnabled` gets the recovery codes (shown once).
 */
export function TotpOffer({
  secret,
  url,
  methods,
  onEnabled,
}: {
  secret: string;
  url: string;
  methods: SecondFactorMethods;
  onEnabled: (codes: string[]) => void;
}) {
  const t = useTranslations('securitySettings.totp');
  const tc = useTranslations('securitySettings.common');
  const id = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [factor, setFactor] = useState(NO_SECOND_FACTOR);
  const submit = useSubmit();
  const ready = /^\d{6}$/.test(code) && password !== '' && secondFactorReady(methods, factor) && !submit.pending;
  return (
    <form
      className={styles.panel}
      aria-labelledby={`${id}-scan`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        void submit
          .run(() => browserRequest(enableTotp, { code, password, ...secondFactorBody(factor) }))
          .then((answer) => {
            if (answer) onEnabled(answer.data.recovery_codes);
            else {
              setCode('');
              setFactor(NO_SECOND_FACTOR);
            }
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
      <SecondFactorField id={`${id}-factor`} value={factor} onChange={setFactor} methods={methods} />
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={!ready} aria-busy={submit.pending}>
          {submit.pending ? tc('sending') : t('enable')}
        </button>
      </div>
    </form>
  );
}
