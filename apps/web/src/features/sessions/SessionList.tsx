'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LocalTime } from '@/lib/request/LocalTime';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { endOne, endOthers } from './sessions-api';
import { withoutSessions } from './session-rules';
import styles from './sessions.module.css';

/** A session as the server worded it (names and places in the page's language); its times as moments, written in the reader's time zone. */
export interface SessionRow {
  readonly id: string;
  readonly name: string;
  readonly device: string;
  readonly ip: string;
  readonly place: string;
  readonly createdMs: number;
  readonly lastSeenMs: number;
  readonly method: string;
  readonly current: boolean;
}

/**
 * The live sessions, this browser's first and marked: each other one can be ended (at once: it
 * only logs that browser out), or all of them after a confirmation. What happened is said in the
 * status line, which takes focus when the button that was pressed goes away.
 */
export function SessionList({ initial }: { initial: readonly SessionRow[] }) {
  const t = useTranslations('sessions');
  const [rows, setRows] = useState(initial);
  const [status, setStatus] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const others = rows.filter((row) => !row.current);

  const end = async (row: SessionRow) => {
    if (busy) return;
    setBusy(true);
    const result = await endOne(row.id);
    setBusy(false);
    // not found: it ended meanwhile (expired, or ended elsewhere); either way it is gone
    if (result.ok || result.error.status === 404) {
      setRows((list) => withoutSessions(list, new Set([row.id])));
      setStatus(t('ended', { name: row.name }));
      statusLine.current?.focus();
    } else setStatus(t('endFailed'));
  };

  const endAll = async () => {
    setBusy(true);
    const result = await endOthers();
    setBusy(false);
    if (result.ok) {
      setRows((list) => list.filter((row) => row.current));
      setStatus(result.data.ended === 0 ? t('noneEnded') : t('endedOthers', { count: result.data.ended }));
      // the button that opened the dialog goes away with the sessions: focus goes to what happened
      setReturnTo(statusLine.current);
    } else setStatus(t('endFailed'));
    setAsking(false);
  };

  return (
    <>
      <p ref={statusLine} role="status" tabIndex={-1} className={styles.status}>
        {status}
      </p>
      <ul className={styles.sessions} aria-label={t('listLabel')}>
        {rows.map((row) => (
          <li key={row.id} className={styles.session} data-current={row.current || undefined}>
            <h2 className={styles.name}>
              {row.name}
              {row.current && <span className={styles.badge}>{t('thisBrowser')}</span>}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t('col.device')}</dt>
                <dd>{row.device}</dd>
              </div>
              <div>
                <dt>{t('col.address')}</dt>
                <dd className={styles.mono}>{row.ip}</dd>
              </div>
              <div>
                <dt>{t('col.place')}</dt>
                <dd>{row.place}</dd>
              </div>
              <div>
                <dt>{t('col.created')}</dt>
                <dd>
                  <LocalTime ms={row.createdMs} /> · {row.method}
                </dd>
              </div>
              <div>
                <dt>{t('col.lastActive')}</dt>
                <dd>
                  <LocalTime ms={row.lastSeenMs} />
                </dd>
              </div>
            </dl>
            {!row.current && (
              <button type="button" className="button button-secondary" aria-label={t('endOne', { name: row.name, ip: row.ip })} onClick={() => void end(row)}>
                {t('end')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => setAsking(true)}>
          {t('endOthers')}
        </button>
      ) : (
        <p className={styles.muted}>{t('onlyThis')}</p>
      )}
      <Modal open={asking} onOpenChange={(open) => !busy && setAsking(open)} title={t('endOthersTitle')} size="small" opener={returnTo}>
        <p className={styles.muted}>{t('endOthersBody', { count: others.length })}</p>
        <ModalActions>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => setAsking(false)}>
            {t('keep')}
          </button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void endAll()}>
            {t('endOthersConfirm')}
          </button>
        </ModalActions>
      </Modal>
    </>
  );
}
