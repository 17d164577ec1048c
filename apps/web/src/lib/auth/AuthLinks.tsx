'use client';
import { useTranslations } from 'next-intl';
import { useReturnTo } from '@/lib/request/client-context';
import { newOAuthState, OAUTH_STATE_KEY } from './oauth-state';
import { trackClick } from '@/lib/telemetry/tracking';

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
export function AuthLinks({
  login,
  signup,
  oauth = false,
  className,
  track = 'header',
}: AuthTargets & {
  className?: string;
  /** the tracked buttons' prefix: `{track}_login`, `{track}_signup` */
  track?: string;
}) {
  const t = useTranslations('nav');
  const back = useReturnTo();
  return (
    <>
      {login && (
        <a
          className={`button button-secondary ${className ?? ''}`}
          href={oauth ? login : `${login}${back}`}
          onClick={(event) => {
            trackClick(`${track}_login`);
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
        <a className={`button button-primary ${className ?? ''}`} href={`${signup}${back}`} onClick={() => trackClick(`${track}_signup`)}>
          {t('signup')}
        </a>
      )}
    </>
  );
}
