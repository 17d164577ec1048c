'use client';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { NOTICE_KINDS, type NoticeKind } from '../../lib/compliance-state';
import { Modal, ModalActions, ModalClose } from '../../lib/ui/Modal';
import { acknowledge, ACK_SESSION_KEY, ACK_TIMES_KEY, dueNotices, parseAcknowledged, type Acknowledged } from './reshow';
import styles from './compliance.module.css';

/** One notice as the server rendered it: title, body (text, or sanitised server HTML) and its buttons. */
export interface NoticeView {
  readonly kind: NoticeKind;
  readonly title: string;
  readonly body: ReactNode;
  readonly ok: string;
  /** where OK goes after acknowledging (own-site only); null: OK just closes */
  readonly okHref: string | null;
  readonly cancel: string | null;
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readAcknowledged(): Acknowledged {
  return parseAcknowledged(storage('local')?.getItem(ACK_TIMES_KEY) ?? null, storage('session')?.getItem(ACK_SESSION_KEY) ?? null, NOTICE_KINDS);
}

function store(acknowledged: Acknowledged): void {
  try {
    storage('local')?.setItem(ACK_TIMES_KEY, JSON.stringify(acknowledged.at));
    storage('session')?.setItem(ACK_SESSION_KEY, JSON.stringify(acknowledged.session));
  } catch {
    // storage refused (private mode): shown again next page
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The compliance notices, one dialog at a time: in the browser (never in the server's HTML) it
 * drops those acknowledged recently (reshow.ts, the clock read here) and opens the first; closing
 * it in any way acknowledges it and opens the next. OK with a target goes there after acknowledging.
 */
export function NoticeQueue({ notices }: { notices: readonly NoticeView[] }) {
  // the due kinds as a string: a stable snapshot while nothing changes
  const snapshot = useCallback(
    () =>
      dueNotices(
        notices.map((n) => n.kind),
        readAcknowledged(),
        Date.now(),
      ).join(' '),
    [notices],
  );
  const due = useSyncExternalStore(subscribe, snapshot, () => '');
  const current = notices.find((n) => due.split(' ').includes(n.kind));
  if (!current) return null;
  const done = (go: boolean) => {
    store(acknowledge(readAcknowledged(), current.kind, Date.now()));
    for (const listener of listeners) listener();
    if (go && current.okHref) window.location.assign(current.okHref);
  };
  return (
    <Modal
      key={current.kind}
      open
      onOpenChange={(open) => {
        if (!open) done(false);
      }}
      title={current.title}
      size="small"
    >
      <div className={styles.body} data-notice={current.kind}>
        {current.body}
      </div>
      <ModalActions>
        {current.cancel && <ModalClose className="button button-secondary">{current.cancel}</ModalClose>}
        <button type="button" className="button button-primary" onClick={() => done(true)}>
          {current.ok}
        </button>
      </ModalActions>
    </Modal>
  );
}
