'use client';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AVATARS, avatarPath, type AvatarKey } from '@exchange/contract/profile';
import { loadProfileApi } from './profile-api';
import { changeErrorOf } from './profile-rules';
import form from '@/lib/account/confirm-fields.module.css';
import { SaveRow } from './SaveRow';
import styles from './profile.module.css';

type Choice = AvatarKey | 'none';

/**
 * The avatar chooser: the nickname's initial or one of the built-in avatars (radio buttons, so the
 * arrow keys move between them), saved with one button. After a change the page's server parts
 * render again (router.refresh): the header shows the new avatar without a reload.
 */
export function AvatarForm({ current, initial }: { current: AvatarKey | null; initial: string }) {
  const t = useTranslations('profile.avatar');
  const tErrors = useTranslations('profile.errors');
  const router = useRouter();
  const id = useId();
  const [choice, setChoice] = useState<Choice>(current ?? 'none');
  const [saved, setSaved] = useState<Choice>(current ?? 'none');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');

  const save = async () => {
    setBusy(true);
    setDone('');
    setError('');
    const result = await (await loadProfileApi()).avatar(choice);
    setBusy(false);
    if (!result.ok) {
      setError(tErrors(changeErrorOf(result.status)));
      return;
    }
    setSaved(choice);
    setDone(t('saved'));
    router.refresh();
  };

  return (
    <form
      className={styles.card}
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id={`${id}-title`} className={styles.subheading}>
        {t('title')}
      </h2>
      <fieldset className={styles.avatars}>
        <legend className={form.hint}>{t('hint')}</legend>
        {(['none', ...AVATARS] as const).map((key) => (
          <label key={key} className={styles.avatarChoice}>
            <input type="radio" name={`${id}-avatar`} value={key} checked={choice === key} onChange={() => setChoice(key)} />
            {key === 'none' ? (
              <span className={styles.initial} aria-hidden="true">
                {initial}
              </span>
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- a tiny same-site SVG: next/image would add its loader for nothing
              <img src={avatarPath(key)} alt="" width={48} height={48} />
            )}
            <span className={styles.choiceName}>{t(`names.${key}`)}</span>
          </label>
        ))}
      </fieldset>
      <SaveRow label={t('save')} disabled={busy || choice === saved} done={done} error={error} />
    </form>
  );
}
