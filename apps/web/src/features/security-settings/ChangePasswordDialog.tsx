'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { changeLoginPassword } from '@exchange/contract/security';
import { PasswordField } from '@/lib/account/PasswordField';
import { SecondFactorField } from '@/lib/account/SecondFactorField';
import { NO_SECOND_FACTOR, secondFactorBody, secondFactorReady, type SecondFactorMethods } from '@/lib/account/second-factor';
import { browserRequest } from '@/lib/api/browser';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { NewPasswordFields } from './NewPasswordFields';
import { meetsPasswordRules } from './security-rules';
import { Refusal } from './Refusal';
import { useSubmit } from './use-submit';
import tone from '@/lib/ui/status-text.module.css';
import styles from './security.module.css';

/**
 * Changing the login password (a dialog of the hub): the current password, the new one twice
 * (the sign-up rules, a strength estimate), and the second factor when the account has one.
 * Every other session ends; `onDone` gets how many.
 */
export function ChangePasswordDialog({
  open,
  methods,
  inputs,
  onClose,
  onDone,
}: {
  open: boolean;
  methods: SecondFactorMethods;
  inputs: readonly string[];
  onClose: () => void;
  onDone: (sessionsEnded: number) => void;
}) {
  const t = useTranslations('securitySettings');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('password.dialogTitle')} closeLabel={t('common.close')}>
      {open && <ChangePasswordForm methods={methods} inputs={inputs} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function ChangePasswordForm({
  methods,
  inputs,
  onClose,
  onDone,
}: {
  methods: SecondFactorMethods;
  inputs: readonly string[];
  onClose: () => void;
  onDone: (sessionsEnded: number) => void;
}) {
  const t = useTranslations('securitySettings');
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [factor, setFactor] = useState(NO_SECOND_FACTOR);
  const submit = useSubmit();
  const ready = current !== '' && meetsPasswordRules(next) && repeat === next && secondFactorReady(methods, factor) && !submit.pending;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        void submit
          .run(() => browserRequest(changeLoginPassword, { password: current, new_password: next, ...secondFactorBody(factor) }))
          .then((answer) => {
            if (answer) onDone(answer.data.sessions_ended);
            else setFactor(NO_SECOND_FACTOR);
          });
      }}
    >
      <p className={tone.muted}>{t('password.note')}</p>
      <Refusal text={submit.error} />
      <PasswordField id={`${id}-current`} label={t('password.current')} value={current} onChange={setCurrent} autoComplete="current-password" />
      <NewPasswordFields
        id={id}
        label={t('password.new')}
        repeatLabel={t('password.repeat')}
        value={next}
        onChange={setNext}
        repeat={repeat}
        onRepeatChange={setRepeat}
        inputs={inputs}
      />
      <SecondFactorField id={id} value={factor} onChange={setFactor} methods={methods} />
      <ModalActions>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={!ready} aria-busy={submit.pending}>
          {submit.pending ? t('common.sending') : t('password.submit')}
        </button>
      </ModalActions>
    </form>
  );
}
