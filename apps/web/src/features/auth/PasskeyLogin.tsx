'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { loadPasskeyApi } from '@/lib/passkeys/passkey-api';
import { passkeysSupported } from '@/lib/passkeys/passkey-errors';
import { safeReturnPath } from '@/lib/security/safe-redirect';
import { useHydrated } from '@/lib/ui/use-hydrated';
import styles from '@/lib/auth/auth-card.module.css';

/**
 * "Log in with a passkey" under the login form: a login challenge, the browser's prompt (the
 * authenticator offers the passkeys it holds for this site, @simplewebauthn/browser loaded on the
 * click), then the API sets the login cookies and the page goes to `returnTo`. Hidden where the
 * browser has no WebAuthn.
 */
export function PasskeyLogin({ returnTo }: { returnTo: string }) {
  const t = useTranslations('passkeys');
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  if (hydrated && !passkeysSupported()) return null;

  const logIn = async () => {
    setPending(true);
    setError('');
    const result = await (await loadPasskeyApi()).logIn();
    if (result.ok) {
      // checked again here: the prop is the server's, but the browser is where the redirect happens
      window.location.assign(safeReturnPath(returnTo));
      return;
    }
    setPending(false);
    if (result.problem) setError(t(`problem.${result.problem}`));
    else setError(result.error.status === 429 ? t('login.rateLimited') : t('login.failed'));
  };

  return (
    <div className={styles.passkey}>
      <p className={styles.or}>{t('login.or')}</p>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button button-secondary" disabled={!hydrated || pending} aria-busy={pending} onClick={() => void logIn()}>
        {pending ? t('login.pending') : t('login.button')}
      </button>
    </div>
  );
}
