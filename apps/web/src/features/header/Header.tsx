import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '../../lib/request-context';
import { getHref } from '../../lib/server-href';
import { Logo } from './Logo';
import { LogoutButton } from './LogoutButton';
import styles from './header.module.css';

/**
 * The site header as a server component: brand, and the guest entries (log in, sign up) or the
 * signed-in account entry. The menus, settings and drawer build on this (issue 3).
 */
export async function Header() {
  const { site, user, path } = await getRequestContext();
  const t = await getTranslations();
  const to = await getHref();
  const returnTo = path === '/' || path.startsWith('/login') || path.startsWith('/signup') ? '' : `?return_to=${encodeURIComponent(to(path))}`;
  return (
    <header className={styles.header}>
      <Link href={to('/')} className={styles.brand} aria-label={t('common.logoAlt', { brand: site.brandName })}>
        <Logo />
        <span className={styles.brandName}>{site.brandName}</span>
      </Link>
      <nav className={styles.account} aria-label={t('nav.accountArea')}>
        {user.is_login ? (
          <>
            <span className={styles.nickname}>{t('nav.account', { name: user.nickname })}</span>
            {!site.isTestnet && <LogoutButton />}
          </>
        ) : (
          !site.hide.loginSignup && (
            <>
              <Link className="button button-secondary" href={`${to('/login')}${returnTo}`}>{t('nav.login')}</Link>
              {!site.hide.register && (
                <Link className="button button-primary" href={`${to('/signup')}${returnTo}`}>{t('nav.signup')}</Link>
              )}
            </>
          )
        )}
      </nav>
    </header>
  );
}
