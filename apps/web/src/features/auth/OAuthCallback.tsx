'use client';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { exchangeCode } from '@exchange/contract/oauth';
import { browserRequest } from '@/lib/api/browser';
import { useHref } from '@/lib/request/client-context';
import { OAUTH_STATE_KEY } from '@/lib/auth/oauth-state';
import styles from '@/lib/auth/auth-card.module.css';

/** The sign-in callback: checks the state this browser started with, trades the code for a session here. */
export function OAuthCallback({ loginHref }: { loginHref: string }) {
  const t = useTranslations('auth');
  const to = useHref();
  const params = useSearchParams();
  // without a code and a state the answer is certain: said in the first paint (no shift when it shows)
  const [failed, setFailed] = useState(() => !params.get('code') || !params.get('state'));

  useEffect(() => {
    let live = true;
    const code = params.get('code') ?? '';
    const state = params.get('state');
    const expected = window.sessionStorage.getItem(OAUTH_STATE_KEY);
    window.sessionStorage.removeItem(OAUTH_STATE_KEY);
    // a callback this browser did not start is refused without asking the API
    const exchanged = code && state && state === expected ? browserRequest(exchangeCode, { code }).then((result) => result.ok) : Promise.resolve(false);
    void exchanged.then((ok) => {
      if (!live) return;
      if (ok) window.location.assign(to('/'));
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [params, to]);

  return failed ? (
    <>
      <p className={styles.alert} role="alert">
        {t('callbackFailed')}
      </p>
      <p className={styles.switch}>
        <a href={loginHref}>{t('tryAgain')}</a>
      </p>
    </>
  ) : null;
}
