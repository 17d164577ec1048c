'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { RESET_CODE_DIGITS, RESET_CODE_MINUTES } from '@exchange/contract/password-reset';
import { AuthField } from '@/lib/auth/AuthField';
import styles from '@/lib/auth/auth-card.module.css';
import { PasswordHints } from './PasswordHints';
import { askForCode, setNewPassword } from './reset-api';
import { codeFormProblems, normaliseCode, refusalKey, type CodeForm, type CodeFormErrors, type ResetErrorKey } from './reset-rules';
import own from './password-reset.module.css';

const FIELDS = ['code', 'password', 'repeat'] as const;

/**
 * Step two: the code from the mail and the new password (the sign-up rules, shown as they are met,
 * and typed twice). A new code can be asked for, or another email. Focus starts on the code field.
 */
export function CodeStep({ email, onDone, onOtherEmail }: { email: string; onDone: () => void; onOtherEmail: () => void }) {
  const t = useTranslations('passwordReset');
  const id = useId();
  const code = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const repeat = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<CodeForm>({ code: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<CodeFormErrors>({});
  const [formError, setFormError] = useState<ResetErrorKey | null>(null);
  const [status, setStatus] = useState(t('codeSent', { email, minutes: RESET_CODE_MINUTES }));
  const [pending, setPending] = useState(false);

  useEffect(() => code.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const problems = codeFormProblems(form);
    setErrors(problems);
    setFormError(null);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      ({ code, password, repeat })[first].current?.focus();
      return;
    }
    setPending(true);
    const done = await setNewPassword({ email, code: form.code, password: form.password });
    setPending(false);
    if (done.ok) onDone();
    else setFormError(refusalKey(done.error, 'code'));
  }

  async function resend() {
    setFormError(null);
    const sent = await askForCode(email);
    if (sent.ok) setStatus(t('codeResent', { email, minutes: RESET_CODE_MINUTES }));
    else setFormError(refusalKey(sent.error, 'email'));
  }

  const error = (name: (typeof FIELDS)[number]) => (errors[name] ? t(`errors.${errors[name]}`, { digits: RESET_CODE_DIGITS }) : null);
  const type = (name: keyof CodeForm, value: string) => setForm({ ...form, [name]: value });

  return (
    <form className={styles.form} method="post" onSubmit={(e) => void submit(e)} noValidate aria-busy={pending}>
      <p className={own.status} role="status">
        {status}
      </p>
      {formError && (
        <p className={styles.alert} role="alert">
          {t(`errors.${formError}`)}
        </p>
      )}
      <AuthField
        id={`${id}-code`}
        label={t('code')}
        error={error('code')}
        hintId={`${id}-code-hint`}
        inputRef={code}
        input={{
          name: 'code',
          value: form.code,
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: RESET_CODE_DIGITS + 4,
          onChange: (e) => type('code', normaliseCode(e.target.value)),
        }}
      >
        <p id={`${id}-code-hint`} className={styles.hint}>
          {t('codeHint', { digits: RESET_CODE_DIGITS })}
        </p>
      </AuthField>
      <AuthField
        id={`${id}-password`}
        label={t('newPassword')}
        error={error('password')}
        hintId={`${id}-hints`}
        inputRef={password}
        input={{
          name: 'password',
          value: form.password,
          type: 'password',
          autoComplete: 'new-password',
          maxLength: 128,
          onChange: (e) => type('password', e.target.value),
        }}
      >
        <PasswordHints id={`${id}-hints`} password={form.password} />
      </AuthField>
      <AuthField
        id={`${id}-repeat`}
        label={t('repeatPassword')}
        error={error('repeat')}
        inputRef={repeat}
        input={{
          name: 'repeat',
          value: form.repeat,
          type: 'password',
          autoComplete: 'new-password',
          maxLength: 128,
          onChange: (e) => type('repeat', e.target.value),
        }}
      />
      <button className="button button-primary" type="submit" disabled={pending}>
        {pending ? t('saving') : t('setPassword')}
      </button>
      <p className={own.more}>
        <button type="button" className={own.linkButton} onClick={() => void resend()}>
          {t('resend')}
        </button>
        <button type="button" className={own.linkButton} onClick={onOtherEmail}>
          {t('otherEmail')}
        </button>
      </p>
    </form>
  );
}
