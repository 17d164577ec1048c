'use client';
import { useTranslations } from 'next-intl';
import { useReturnTo } from './client-context';
import { newOAuthState, OAUTH_STATE_KEY } from './oauth-state';
import { trackClick } from './tracking';

/** Where log in and sign up go; `oauth` when the site signs in through another one (the testnet). */
export interface AuthTargets {
  readonly login?: string;
  readonly signup?: string;
  readonly oauth?: boolean;
}

/**
 * Log in and sign up (header bar and phone drawer), returning to the current page (read from the
 * URL: the header persists across navigations). Signing in through another site, the link
 * carries a fresh state this browser checks on return.
 */
export function AuthLinks({ login, signup, oauth = false, className }: AuthTargets & { className?: string }) {
  const t = useTranslations('nav');
  const back = useReturnTo();
  return (
    <>
      {login && (
        <a
          className={`button button-secondary ${className ?? ''}`}
          href={oauth ? login : `${login}${back}`}
          onClick={(event) => {
            trackClick('header_login');
            if (!oauth) return;
            event.preventDefault();
            const state = newOAuthState();
            window.sessionStorage.setItem(OAUTH_STATE_KEY, state);
            // the authorize URL is on another sub-site (the main site), not a page of this app
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            window.location.assign(`${login}&state=${state}`);
          }}
        >
          {t('login')}
        </a>
      )}
      {signup && (
        <a className={`button button-primary ${className ?? ''}`} href={`${signup}${back}`} onClick={() => trackClick('header_signup')}>
          {t('signup')}
        </a>
      )}
    </>
  );
}
