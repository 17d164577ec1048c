'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useReturnTo } from '../../lib/client-context';
import { trackClick } from '../../lib/tracking';

/** Log in and sign up, returning to the current page (read from the URL: the header persists across navigations). */
export function AuthLinks({ login, signup, className }: { login?: string; signup?: string; className?: string }) {
  const t = useTranslations('nav');
  const back = useReturnTo();
  return (
    <>
      {login && (
        <Link className={`button button-secondary ${className ?? ''}`} href={`${login}${back}`} onClick={() => trackClick('header_login')}>
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
