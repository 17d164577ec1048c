'use client';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { useHref } from '@/lib/request/client-context';
import { Contained } from '@/lib/islands/Contained';
import { trackClick } from '@/lib/telemetry/tracking';
import menuStyles from '@/lib/ui/menu.module.css';
import styles from './account.module.css';
import { logOut } from './log-out';

/**
 * Logout (spec doc 1 §4): this device calls logout (the API clears the session, pver and sign
 * cookies); all devices calls logoutAll (every session of the user ends). Both cover the page
 * with the 'Logging out' overlay until they go to the login page.
 */
function Options() {
  const t = useTranslations('account.logout');
  const tn = useTranslations('nav');
  const to = useHref();
  const [pending, setPending] = useState(false);

  async function run(all: boolean) {
    trackClick(all ? 'logout_all' : 'logout_device');
    setPending(true);
    await logOut(all);
    window.location.assign(to('/login'));
  }

  return (
    <>
      <button type="button" className={`${menuStyles.item} ${styles.menuButton}`} onClick={() => void run(false)} disabled={pending}>
        {t('thisDevice')}
      </button>
      <button type="button" className={`${menuStyles.item} ${styles.menuButton}`} onClick={() => void run(true)} disabled={pending}>
        {t('allDevices')}
      </button>
      {/* on the page, not in the menu: the menu closes as soon as its button is clicked */}
      {pending &&
        createPortal(
          <div className={styles.overlay} role="status" aria-live="polite">
            {tn('loggingOut')}
          </div>,
          document.body,
        )}
    </>
  );
}

/** The logout buttons; a failure shows the generic error notice in their place (Contained). */
export function LogoutOptions() {
  return (
    <Contained name="logout">
      <Options />
    </Contained>
  );
}
