'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { setAntiPhishingCode } from '@exchange/contract/security';
import { PasswordField } from '@/lib/account/PasswordField';
import { SecondFactorField } from '@/lib/account/SecondFactorField';
import { hasSecondFactor, NO_SECOND_FACTOR, secondFactorBody, secondFactorReady, type SecondFactorMethods } from '@/lib/account/second-factor';
import { browserRequest } from '@/lib/api/browser';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { validAntiPhishingCode } from './security-rules';
import { Refusal } from './Refusal';
import { useSubmit } from './use-submit';
import fields from '@/lib/account/confirm-fields.module.css';
import tone from '@/lib/ui/status-text.module.css';
import styles from './security.module.css';

/**
 * Setting, changing or removing the anti-phishing code (a dialog of the hub), confirmed by the
 * second factor, or by the login password when the account has none. `onDone` gets the code now
 * in force (null: removed).
 */
export function AntiPhishingDialog({
  open,
  current,
  methods,
  onClose,
  onDone,
}: {
  open: boolean;
  current: string | null;
  methods: SecondFactorMethods;
  onClose: () => void;
  onDone: (code: string | null) => void;
}) {
  const t = useTranslations('securitySettings');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('antiPhishing.dialogTitle')} closeLabel={t('common.close')}>
      {open && <AntiPhishingForm current={current} methods={methods} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function AntiPhishingForm({
  current,
  methods,
  onClose,
  onDone,
}: {
  current: string | null;
  methods: SecondFactorMethods;
  onClose: () => void;
  onDone: (code: string | null) => void;
}) {
  const t = useTranslations('securitySettings');
  const id = useId();
  const [code, setCode] = useState(current ?? '');
  const [password, setPassword] = useState('');
  const [factor, setFactor] = useState(NO_SECOND_FACTOR);
  const submit = useSubmit();
  const byFactor = hasSecondFactor(methods);
  const confirmed = byFactor ? secondFactorReady(methods, factor) : password !== '';
  const valid = validAntiPhishingCode(code);

  const send = (value: string) =>
    void submit
      .run(() => browserRequest(setAntiPhishingCode, { anti_phishing_code: value, ...(byFactor ? secondFactorBody(factor) : { password }) }))
      .then((answer) => {
        if (answer) onDone(answer.data.anti_phishing_code);
        else setFactor(NO_SECOND_FACTOR);
      });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && confirmed) send(code);
      }}
    >
      <p className={tone.muted}>{t('antiPhishing.intro')}</p>
      <Refusal text={submit.error} />
      <label className={fields.field} htmlFor={`${id}-code`}>
        {t('antiPhishing.code')}
        <input
          id={`${id}-code`}
          className={fields.input}
          value={code}
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          aria-invalid={code !== '' && !valid}
          onChange={(event) => setCode(event.target.value.trim())}
        />
      </label>
      <p className={tone.muted} id={`${id}-hint`}>
        {t('antiPhishing.hint')}
      </p>
      {byFactor ? (
        <SecondFactorField id={id} value={factor} onChange={setFactor} methods={methods} />
      ) : (
        <PasswordField id={`${id}-password`} label={t('common.loginPassword')} value={password} onChange={setPassword} autoComplete="current-password" />
      )}
      <ModalActions>
        {current !== null && (
          <button type="button" className="button button-secondary" disabled={!confirmed || submit.pending} onClick={() => send('')}>
            {t('antiPhishing.remove')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={!valid || !confirmed || submit.pending} aria-busy={submit.pending}>
          {submit.pending ? t('common.sending') : t('antiPhishing.save')}
        </button>
      </ModalActions>
    </form>
  );
}
