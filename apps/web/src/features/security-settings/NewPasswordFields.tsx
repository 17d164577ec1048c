'use client';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { PasswordField } from '@/lib/account/PasswordField';
import { loadStrengthMeter } from './password-strength';
import { passwordRules, strengthKey } from './security-rules';
import tone from '@/lib/ui/status-text.module.css';
import styles from './security.module.css';

/**
 * A new password typed twice, with the sign-up rules as a checklist and a strength estimate
 * (zxcvbn-ts, loaded when the first character is typed). `inputs`: the account's own words the
 * estimate counts against it. The caller checks the two agree (`repeat === value`) before sending.
 */
export function NewPasswordFields({
  id,
  label,
  repeatLabel,
  value,
  onChange,
  repeat,
  onRepeatChange,
  inputs,
}: {
  id: string;
  label: string;
  repeatLabel: string;
  value: string;
  onChange: (value: string) => void;
  repeat: string;
  onRepeatChange: (value: string) => void;
  inputs: readonly string[];
}) {
  const t = useTranslations('securitySettings.newPassword');
  const strengthId = useId();
  const [score, setScore] = useState<{ of: string; score: number } | null>(null);
  // the words as one text: a new array each render must not estimate again
  const words = inputs.join('\n');
  useEffect(() => {
    if (value === '') return undefined;
    let live = true;
    void loadStrengthMeter().then((meter) => {
      if (live) setScore({ of: value, score: meter(value, words === '' ? [] : words.split('\n')) });
    });
    return () => {
      live = false;
    };
  }, [value, words]);
  const rules = passwordRules(value);
  const shown = score !== null && score.of === value && value !== '' ? score.score : null;
  return (
    <>
      <PasswordField id={`${id}-new`} label={label} value={value} onChange={onChange} autoComplete="new-password" />
      <ul className={styles.checklist} aria-label={t('rules')}>
        {(['length', 'letter', 'digit'] as const).map((rule) => (
          <li key={rule} className={rules[rule] ? styles.met : styles.unmet}>
            <span aria-hidden="true">{rules[rule] ? '✓ ' : '○ '}</span>
            {t(rule)}
            <span className="visually-hidden">{rules[rule] ? ` (${t('met')})` : ` (${t('unmet')})`}</span>
          </li>
        ))}
      </ul>
      <p className={styles.strength}>
        <span id={strengthId}>{t('strength')}</span>
        <meter aria-labelledby={strengthId} min={0} max={4} low={2} high={3} optimum={4} value={shown ?? 0} />
        <span data-testid="password-strength">{shown === null ? t('strengthNone') : t(`levels.${strengthKey(shown)}`)}</span>
      </p>
      <PasswordField id={`${id}-repeat`} label={repeatLabel} value={repeat} onChange={onRepeatChange} autoComplete="new-password" />
      {repeat !== '' && repeat !== value && (
        <p className={tone.error} role="alert">
          {t('mismatch')}
        </p>
      )}
    </>
  );
}
