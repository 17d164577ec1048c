'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { loadUsercenterApi } from '@/lib/api/on-demand';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { safeReturnPath } from '@/lib/security/safe-redirect';
import { authErrorKey, validateAuthForm, type AuthErrorKey, type AuthMode, type FieldErrors } from './authErrors';
import { AuthField } from '@/lib/auth/AuthField';
import styles from '@/lib/auth/auth-card.module.css';

/** Log-in and sign-up form: checks fields first, shows the API's refusal inline, then goes to `returnTo`. */
export function AuthForm({ mode, returnTo }: { mode: AuthMode; returnTo: string }) {
  const t = useTranslations('auth');
  const id = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<AuthErrorKey | null>(null);
  const [pending, setPending] = useState(false);
  // the submit waits for the script: the form is handled in the browser, never by a native submit
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const errors = validateAuthForm(mode, email, password);
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) return;
    setPending(true);
    const { browserRequest, login, signup } = await loadUsercenterApi();
    const result = await browserRequest(mode === 'login' ? login : signup, { email, password });
    if (result.ok) {
      // checked again here: the prop is the server's, but the browser is where the redirect happens
      window.location.assign(safeReturnPath(returnTo));
      return;
    }
    setPending(false);
    setFormError(authErrorKey(result.error));
  }

  return (
    // POST, never GET: a submit before the script runs must not put the password in the URL
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={pending}>
      {formError && (
        <p className={styles.alert} role="alert">
          {t(`errors.${formError}`)}
        </p>
      )}
      <AuthField
        id={`${id}-email`}
        label={t('email')}
        error={fieldErrors.email ? t(`errors.${fieldErrors.email}`) : null}
        input={{ name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 }}
      />
      <AuthField
        id={`${id}-password`}
        label={t('password')}
        error={fieldErrors.password ? t(`errors.${fieldErrors.password}`) : null}
        {...(mode === 'signup' ? { hintId: `${id}-password-hint` } : {})}
        input={{ name: 'password', type: 'password', autoComplete: mode === 'login' ? 'current-password' : 'new-password', maxLength: 128 }}
      >
        {mode === 'signup' && (
          <p id={`${id}-password-hint`} className={styles.hint}>
            {t('passwordHint')}
          </p>
        )}
      </AuthField>
      <button className="button button-primary" type="submit" disabled={pending || !hydrated}>
        {pending ? t('submitting') : t(mode === 'login' ? 'submitLogin' : 'submitSignup')}
      </button>
    </form>
  );
}
