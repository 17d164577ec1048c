'use client';
import { useTranslations } from 'next-intl';
import { PASSKEY_NAME_MAX } from '@exchange/contract/passkeys';
import fields from '@/lib/account/confirm-fields.module.css';
import { nameProblem } from './passkey-names';
import tone from '@/lib/ui/status-text.module.css';
import styles from './passkeys.module.css';

/** A passkey's name: its help, and what is wrong with it as typed (passkey-names.ts). */
export function NameField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const t = useTranslations('passkeys');
  const problem = nameProblem(value);
  return (
    <div className={styles.field}>
      <label className={fields.field} htmlFor={id}>
        {t('name')}
        <input
          id={id}
          className={fields.input}
          value={value}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          aria-invalid={problem !== null}
          aria-describedby={`${id}-help`}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <p id={`${id}-help`} className={problem ? tone.error : tone.muted}>
        {problem ? t(`nameProblem.${problem}`) : t('nameHelp', { max: PASSKEY_NAME_MAX })}
      </p>
    </div>
  );
}
