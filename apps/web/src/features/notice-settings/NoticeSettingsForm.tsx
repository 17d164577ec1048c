'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { NOTICE_GROUPS, NOTICE_GROUP_KEYS, updateNoticeSetting, type NoticeType } from '@exchange/contract/herald';
import { browserRequest } from '@/lib/api/browser';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { begin, failed, initialState, serialByKey, succeeded, type Setting } from './settings-state';
import styles from './notice-settings.module.css';

/**
 * The notice types by group, each a switch saved at once (optimistic: a refused save puts the
 * switch back and says so). The server rendered the initial settings; saves of one type go one
 * after another, and each answer settles only its own type (settings-state.ts).
 */
export function NoticeSettingsForm({ initial }: { initial: readonly Setting[] }) {
  const t = useTranslations('noticeSettings');
  // a switch flipped before hydration would change on screen and save nothing: enabled once it can save
  const hydrated = useHydrated();
  const tGroups = useTranslations('notifications.groups');
  const [state, setState] = useState(() => initialState(initial));
  const [status, setStatus] = useState<{ kind: 'saved' | 'failed'; type: NoticeType } | null>(null);
  const nextId = useRef(0);
  const serial = useRef(serialByKey());

  async function toggle(type: NoticeType, enabled: boolean) {
    const id = ++nextId.current;
    setState((s) => begin(s, type, enabled, id));
    setStatus(null);
    const result = await serial.current(type, () => browserRequest(updateNoticeSetting, { type, enabled: enabled ? '1' : '0' }));
    if (result.ok) {
      setState((s) => succeeded(s, type, id, result.data.data));
      setStatus({ kind: 'saved', type });
    } else {
      setState((s) => failed(s, type, id));
      setStatus({ kind: 'failed', type });
    }
  }

  return (
    <div className={styles.form}>
      {NOTICE_GROUP_KEYS.map((group) => (
        <fieldset key={group} className={styles.group}>
          <legend className={styles.legend}>{tGroups(group)}</legend>
          {NOTICE_GROUPS[group].map((type) => (
            <label key={type} className={styles.row}>
              <span>{t(`types.${type}`)}</span>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={state.shown[type] ?? true}
                disabled={!hydrated}
                onChange={(e) => void toggle(type, e.target.checked)}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <p className={status?.kind === 'failed' ? styles.failed : styles.saved} role="status">
        {status ? t(status.kind, { name: t(`types.${status.type}`) }) : ''}
      </p>
    </div>
  );
}
