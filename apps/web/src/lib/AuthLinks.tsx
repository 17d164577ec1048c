'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useReturnTo } from '../../lib/client-context';
import { trackClick } from '../../lib/tracking';
import { newOAuthState, OAUTH_STATE_KEY } from '../auth/oauthState';

/** Log in and sign up, returning to the current page (read from the URL: the header persists across navigations). */
export function AuthLinks({ login, signup, className, oauth = false }: { login?: string; signup?: string; className?: string; oauth?: boolean }) {
  const t = useTranslations('nav');
  const back = useReturnTo();
  // Signing in through another site: the link carries a fresh state this browser checks on return.
  const loginHref = login && (oauth ? login : `${login}${back}`);
  return (
    <>
      {login && (
        <Link
          className={`button button-secondary ${className ?? ''}`}
          href={loginHref ?? login}
          onClick={(event) => {
            trackClick('header_login');
            if (!oauth) return;
            event.preventDefault();
            const state = newOAuthState();
            window.sessionStorage.setItem(OAUTH_STATE_KEY, state);
            window.location.assign(`${login}&state=${state}`);
          }}
        >
          {t('login')}
        </Link>
      )}
      {signup && (
        <Link className={`button button-primary ${className ?? ''}`} href={`${signup}${back}`} onClick={() => trackClick('header_signup')}>
          {t('signup')}
        </Link>
      )}
    </>
  );
}
