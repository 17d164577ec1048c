'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { loadUsercenterApi } from '../../lib/api/on-demand';
import { useHref } from '../../lib/client-context';
import styles from './header.module.css';

/** Log out of this device: the logout call (which clears the session, pver and sign cookies), then the login page. */
export function LogoutButton() {
  const t = useTranslations('nav');
  const to = useHref();
  const [pending, setPending] = useState(false);

  async function onClick() {
    setPending(true);
    const { browserRequest, logout } = await loadUsercenterApi();
    await browserRequest(logout, {});
    window.location.assign(to('/login'));
  }

  return (
    <>
      <button type="button" className="button button-secondary" onClick={onClick} disabled={pending}>
        {t('logout')}
      </button>
      {pending && (
        <div className={styles.overlay} role="status" aria-live="polite">
          {t('loggingOut')}
        </div>
      )}
    </>
  );
}
