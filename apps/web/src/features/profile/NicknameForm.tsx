'use client';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { NICKNAME_MAX, NICKNAME_MIN, type Profile } from '@exchange/contract/profile';
import { LocalTime } from '@/lib/request/LocalTime';
import { loadProfileApi } from './profile-api';
import { changeErrorOf, nicknameCheck } from './profile-rules';
import form from '@/lib/account/confirm-fields.module.css';
import { SaveRow } from './SaveRow';
import styles from './profile.module.css';

/**
 * The nickname: the contract's rule said as the user types it (once they have typed), the changes
 * the daily limit leaves, Save. After a change the page's server parts render again
 * (router.refresh): the header shows the new nickname without a reload.
 */
export function NicknameForm({ profile }: { profile: Profile }) {
  const t = useTranslations('profile.nickname');
  const tErrors = useTranslations('profile.errors');
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(profile.nickname);
  const [current, setCurrent] = useState(profile);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  const check = nicknameCheck(value, current.nickname);
  const problem = touched && check !== null && check !== 'same' ? check : null;
  const exhausted = current.nickname_changes_left === 0;

  const save = async () => {
    setTouched(true);
    setDone('');
    setError('');
    if (check !== null) return;
    setBusy(true);
    const result = await (await loadProfileApi()).nickname(value);
    setBusy(false);
    if (!result.ok) {
      setError(tErrors(changeErrorOf(result.status)));
      return;
    }
    setCurrent(result.profile);
    setValue(result.profile.nickname);
    setTouched(false);
    setDone(t('saved'));
    router.refresh();
  };

  return (
    <form
      className={styles.card}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id={`${id}-title`} className={styles.subheading}>
        {t('title')}
      </h2>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-input`}>
          {t('label')}
        </label>
        <input
          id={`${id}-input`}
          className={form.input}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setTouched(true);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-help ${id}-left${problem ? ` ${id}-problem` : ''}`}
          autoComplete="nickname"
          spellCheck={false}
        />
        <p id={`${id}-help`} className={form.hint}>
          {t('help', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        </p>
        <p id={`${id}-left`} className={form.hint}>
          {exhausted && current.nickname_retry_ms !== null
            ? t.rich('none', { time: () => <LocalTime ms={current.nickname_retry_ms ?? 0} /> })
            : t('left', { count: current.nickname_changes_left })}
        </p>
        {problem && (
          <p id={`${id}-problem`} className={form.error}>
            {t(`problem.${problem}`, { min: NICKNAME_MIN, max: NICKNAME_MAX })}
          </p>
        )}
      </div>
      <SaveRow label={t('save')} disabled={busy || exhausted || check === 'same'} done={done} error={error} />
    </form>
  );
}
