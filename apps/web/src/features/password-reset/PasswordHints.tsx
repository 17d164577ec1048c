'use client';
import { useTranslations } from 'next-intl';
import { PASSWORD_RULES, passwordChecks, passwordStrength } from '@/lib/auth/credential-rules';
import styles from './password-reset.module.css';

/**
 * The new password's rules (the sign-up rules), each marked met or not as the user types, and a
 * rough strength: the password field names this block with aria-describedby. The marks are words
 * for assistive technology, never colour alone.
 */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  const t = useTranslations('passwordReset');
  const checks = passwordChecks(password);
  const strength = passwordStrength(password);
  return (
    <div id={id}>
      <p className={styles.strength}>{t('rulesTitle')}</p>
      <ul className={styles.rules}>
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className={checks[rule] ? styles.met : undefined} data-met={checks[rule]}>
            <span className={styles.mark} aria-hidden="true">
              {checks[rule] ? '✓' : '○'}
            </span>
            {t(`rules.${rule}`)}
            <span className="visually-hidden">{` (${t(checks[rule] ? 'rules.met' : 'rules.unmet')})`}</span>
          </li>
        ))}
      </ul>
      {password && (
        <p className={styles.strength} data-level={strength}>
          {t('strength.label', { level: t(`strength.${strength}`) })}
        </p>
      )}
    </div>
  );
}
