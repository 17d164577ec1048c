'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { disableTotp, regenerateRecoveryCodes } from '@exchange/contract/security';
import { PasswordField } from '@/lib/account/PasswordField';
import { SecondFactorField } from '@/lib/account/SecondFactorField';
import { NO_SECOND_FACTOR, secondFactorBody, secondFactorReady, type SecondFactorMethods } from '@/lib/account/second-factor';
import { browserRequest } from '@/lib/api/browser';
import fields from '@/lib/account/confirm-fields.module.css';
import { Refusal } from './Refusal';
import { useSubmit } from './use-submit';
import tone from '@/lib/ui/status-text.module.css';
import styles from './security.module.css';

/**
 * The authenticator while it is on: new recovery codes (confirmed by the second factor), and
 * turning it off: by a code, or for a lost device by a recovery code with the login password.
 */
export function TotpManage({
  methods,
  codesLeft,
  onCodes,
  onDisabled,
}: {
  methods: SecondFactorMethods;
  codesLeft: number;
  onCodes: (codes: string[]) => void;
  onDisabled: () => void;
}) {
  const t = useTranslations('securitySettings.totp');
  const tc = useTranslations('securitySettings.common');
  const id = useId();
  const [renewFactor, setRenewFactor] = useState(NO_SECOND_FACTOR);
  const [offFactor, setOffFactor] = useState(NO_SECOND_FACTOR);
  const [lost, setLost] = useState(false);
  const [recovery, setRecovery] = useState('');
  const [password, setPassword] = useState('');
  const renew = useSubmit();
  const off = useSubmit();
  const offReady = (lost ? /^[0-9A-Za-z]{5}-?[0-9A-Za-z]{5}$/.test(recovery.trim()) && password !== '' : secondFactorReady(methods, offFactor)) && !off.pending;

  return (
    <>
      <p className={tone.muted}>{codesLeft === 0 ? t('noCodesLeft') : t('codesLeft', { count: codesLeft })}</p>
      <form
        className={styles.panel}
        aria-labelledby={`${id}-renew`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!secondFactorReady(methods, renewFactor) || renew.pending) return;
          void renew
            .run(() => browserRequest(regenerateRecoveryCodes, secondFactorBody(renewFactor)))
            .then((answer) => {
              setRenewFactor(NO_SECOND_FACTOR);
              if (answer) onCodes(answer.data.recovery_codes);
            });
        }}
      >
        <h2 id={`${id}-renew`} className={styles.subheading}>
          {t('renewTitle')}
        </h2>
        <p className={tone.muted}>{t('renewIntro')}</p>
        <Refusal text={renew.error} />
        <SecondFactorField id={`${id}-renew`} value={renewFactor} onChange={setRenewFactor} methods={methods} />
        <div className={styles.actions}>
          <button type="submit" className="button button-secondary" disabled={!secondFactorReady(methods, renewFactor) || renew.pending}>
            {renew.pending ? tc('sending') : t('renew')}
          </button>
        </div>
      </form>
      <form
        className={styles.panel}
        aria-labelledby={`${id}-off`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!offReady) return;
          const body = lost ? { recovery_code: recovery.trim(), password } : secondFactorBody(offFactor);
          void off
            .run(() => browserRequest(disableTotp, body))
            .then((answer) => {
              setOffFactor(NO_SECOND_FACTOR);
              if (answer) onDisabled();
            });
        }}
      >
        <h2 id={`${id}-off`} className={styles.subheading}>
          {t('offTitle')}
        </h2>
        <p className={tone.muted}>{t('offIntro')}</p>
        <Refusal text={off.error} />
        {lost ? (
          <>
            <label className={fields.field} htmlFor={`${id}-recovery`}>
              {t('recoveryCode')}
              <input
                id={`${id}-recovery`}
                className={fields.input}
                value={recovery}
                maxLength={11}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setRecovery(event.target.value)}
              />
            </label>
            <PasswordField id={`${id}-password`} label={tc('loginPassword')} value={password} onChange={setPassword} autoComplete="current-password" />
          </>
        ) : (
          <SecondFactorField id={`${id}-off`} value={offFactor} onChange={setOffFactor} methods={methods} />
        )}
        <button type="button" className={styles.linkButton} onClick={() => setLost((was) => !was)}>
          {lost ? t('useCode') : t('lostDevice')}
        </button>
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={!offReady} aria-busy={off.pending}>
            {off.pending ? tc('sending') : t('disable')}
          </button>
        </div>
      </form>
    </>
  );
}
