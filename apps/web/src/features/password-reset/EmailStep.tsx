'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { AuthField } from '@/lib/auth/AuthField';
import styles from '@/lib/auth/auth-card.module.css';
import { askForCode } from './reset-api';
import { emailProblem, refusalKey, type ResetErrorKey } from './reset-rules';
import own from './password-reset.module.css';

/** Step one: the account's email; the code goes to it when it has an account (the answer never says). */
export function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const t = useTranslations('passwordReset');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<ResetErrorKey | null>(null);
  const [formError, setFormError] = useState<ResetErrorKey | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const problem = emailProblem(email);
    setFieldError(problem);
    setFormError(null);
    if (problem) {
      input.current?.focus();
      return;
    }
    setPending(true);
    const sent = await askForCode(email.trim());
    setPending(false);
    if (sent.ok) onSent(email.trim());
    else setFormError(refusalKey(sent.error, 'email'));
  }

  return (
    <>
      <p className={own.intro}>{t('intro')}</p>
      {/* POST, never GET: a submit before the script runs must not put the email in the URL */}
      <form className={styles.form} method="post" onSubmit={(e) => void submit(e)} noValidate aria-busy={pending}>
        {formError && (
          <p className={styles.alert} role="alert">
            {t(`errors.${formError}`)}
          </p>
        )}
        <AuthField
          id={`${id}-email`}
          label={t('email')}
          error={fieldError ? t(`errors.${fieldError}`) : null}
          inputRef={input}
          input={{
            name: 'email',
            type: 'email',
            autoComplete: 'username',
            inputMode: 'email',
            maxLength: 254,
            value: email,
            onChange: (e) => setEmail(e.target.value),
          }}
        />
        <button className="button button-primary" type="submit" disabled={pending || !hydrated}>
          {pending ? t('sending') : t('send')}
        </button>
      </form>
    </>
  );
}
