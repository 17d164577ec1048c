'use client';
import { useId, useState, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { SAFE_LEVEL_MAX, securityOverview, type SecurityOverview } from '@exchange/contract/security';
import { browserRequest } from '@/lib/api/browser';
import { useHref } from '@/lib/request/client-context';
import { AntiPhishingDialog } from './AntiPhishingDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { factorMethods, SECURITY_PATHS } from './security-rules';
import tone from '@/lib/ui/status-text.module.css';
import styles from './security.module.css';

type Dialog = 'password' | 'antiPhishing' | null;

/** One row of the hub: what it is, its state, and the action (a link to its page, or a button opening its dialog). */
function Row({ name, state, on, about, action }: { name: string; state?: ReactNode; on?: boolean; about?: string; action: ReactNode }) {
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <h2 className={styles.rowName}>{name}</h2>
        {about && <p className={styles.rowAbout}>{about}</p>}
        {state !== undefined && <p className={`${styles.state} ${on ? styles.on : styles.off}`}>{state}</p>}
      </div>
      <div className={styles.action}>{action}</div>
    </li>
  );
}

/**
 * The security settings hub (/myaccount/security-setting, /myaccount/security): the security
 * level, then every protection with its state and its action. The login password and the
 * anti-phishing code change in dialogs here; the others have their own pages. After a change the
 * overview is read again and a status line says what happened.
 */
export function SecurityHub({ initial, inputs, showWhitelist }: { initial: SecurityOverview; inputs: readonly string[]; showWhitelist: boolean }) {
  const t = useTranslations('securitySettings');
  const i = useTranslations('securitySettings.items');
  const format = useFormatter();
  const to = useHref();
  const levelId = useId();
  const [overview, setOverview] = useState(initial);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState('');
  const methods = factorMethods(overview);

  const refresh = async (message: string) => {
    setDialog(null);
    setStatus(message);
    const result = await browserRequest(securityOverview, {});
    if (result.ok) setOverview(result.data.data);
  };
  const link = (path: string, label: string, name: string) => (
    <a className="button button-secondary" href={to(path)} aria-label={`${label}: ${name}`}>
      {label}
    </a>
  );
  const button = (which: Exclude<Dialog, null>, label: string, name: string) => (
    <button type="button" className="button button-secondary" aria-label={`${label}: ${name}`} onClick={() => setDialog(which)}>
      {label}
    </button>
  );

  return (
    <>
      <p className={styles.level}>
        <span id={levelId}>{t('level')}</span>
        <meter aria-labelledby={levelId} min={0} max={SAFE_LEVEL_MAX} low={2} high={3} optimum={SAFE_LEVEL_MAX} value={overview.safe_level} />
        <strong data-testid="safe-level">{t('levelValue', { level: overview.safe_level, max: SAFE_LEVEL_MAX })}</strong>
      </p>
      <p role="status" className={tone.success}>
        {status}
      </p>
      <ul className={styles.rows}>
        <Row
          name={i('password.name')}
          on={overview.password_changed_ms !== null}
          state={
            overview.password_changed_ms === null
              ? i('password.never')
              : i('password.changed', { date: format.dateTime(new Date(overview.password_changed_ms), { dateStyle: 'medium', timeStyle: 'short' }) })
          }
          action={button('password', i('password.action'), i('password.name'))}
        />
        <Row
          name={i('fundPassword.name')}
          about={i('fundPassword.about')}
          on={overview.fund_password}
          state={overview.fund_password ? i('fundPassword.on') : i('fundPassword.off')}
          action={link(SECURITY_PATHS.fundPassword, overview.fund_password ? i('fundPassword.change') : i('fundPassword.setUp'), i('fundPassword.name'))}
        />
        <Row
          name={i('totp.name')}
          about={i('totp.about')}
          on={overview.totp}
          state={overview.totp ? i('totp.on', { count: overview.recovery_codes_left }) : i('totp.off')}
          action={link(SECURITY_PATHS.totp, overview.totp ? i('totp.manage') : i('totp.setUp'), i('totp.name'))}
        />
        <Row
          name={i('passkeys.name')}
          about={i('passkeys.about')}
          on={overview.passkeys > 0}
          state={overview.passkeys === 0 ? i('passkeys.none') : i('passkeys.count', { count: overview.passkeys })}
          action={link(SECURITY_PATHS.passkeys, i('passkeys.manage'), i('passkeys.name'))}
        />
        <Row
          name={i('antiPhishing.name')}
          about={i('antiPhishing.about')}
          on={overview.anti_phishing_code !== null}
          state={overview.anti_phishing_code === null ? i('antiPhishing.off') : <span data-testid="anti-phishing-code">{overview.anti_phishing_code}</span>}
          action={button('antiPhishing', overview.anti_phishing_code === null ? i('antiPhishing.set') : i('antiPhishing.change'), i('antiPhishing.name'))}
        />
        {showWhitelist && (
          <Row
            name={i('whitelist.name')}
            about={i('whitelist.about')}
            on={overview.withdraw_whitelist}
            state={overview.withdraw_whitelist ? i('whitelist.on') : i('whitelist.off')}
            action={link(SECURITY_PATHS.whitelist, i('whitelist.action'), i('whitelist.name'))}
          />
        )}
        <Row name={i('devices.name')} about={i('devices.about')} action={link(SECURITY_PATHS.devices, i('devices.action'), i('devices.name'))} />
        <Row
          name={i('loginHistory.name')}
          about={i('loginHistory.about')}
          action={link(SECURITY_PATHS.loginHistory, i('loginHistory.action'), i('loginHistory.name'))}
        />
      </ul>
      <ChangePasswordDialog
        open={dialog === 'password'}
        methods={methods}
        inputs={inputs}
        onClose={() => setDialog(null)}
        onDone={(count) => void refresh(count === 0 ? t('password.done') : `${t('password.done')} ${t('password.sessionsEnded', { count })}`)}
      />
      <AntiPhishingDialog
        open={dialog === 'antiPhishing'}
        current={overview.anti_phishing_code}
        methods={methods}
        onClose={() => setDialog(null)}
        onDone={(code) => void refresh(code === null ? t('antiPhishing.removed') : t('antiPhishing.saved'))}
      />
    </>
  );
}
