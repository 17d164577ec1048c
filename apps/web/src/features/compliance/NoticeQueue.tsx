'use client';
import { useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { NOTICE_KINDS, type NoticeKind } from '@/lib/compliance/compliance-state';
import { Contained } from '@/lib/islands/Contained';
import { usePromptTurn } from '@/lib/overlays/PromptTurns';
import { ErrorNotice } from '@/lib/ui/ErrorNotice';
import { acknowledge, ACK_SESSION_KEY, ACK_TIMES_KEY, dueNotices, parseAcknowledged, type Acknowledged } from './reshow';
import styles from './compliance.module.css';

// the dialog (and Radix Dialog with it) loads only when a notice shows: most pages have none
const NoticeDialog = dynamic(
  () =>
    loadIsland(
      'NoticeDialog',
      import('./NoticeDialog').then((m) => m.NoticeDialog),
    ),
  { ssr: false },
);

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
 * drops those acknowledged recently (reshow.ts, the clock read here) and opens the first when the
 * notices hold the prompts' turn (they rank first: PromptTurns.tsx); closing it whichever way
 * acknowledges it and opens the next. OK with a target goes there after acknowledging.
 */
function Queue({ notices }: { notices: readonly NoticeView[] }) {
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
  // until the browser has read what was acknowledged, every notice may be due: the queue asks for
  // the turn at once, with the other prompts, so none of a lower rank opens before it
  const all = useCallback(() => notices.map((n) => n.kind).join(' '), [notices]);
  const due = useSyncExternalStore(subscribe, snapshot, all);
  const current = notices.find((n) => due.split(' ').includes(n.kind));
  const { turn, focus } = usePromptTurn('complianceNotice', current !== undefined);
  if (!current || !turn) return null;
  const done = (go: boolean) => {
    store(acknowledge(readAcknowledged(), current.kind, Date.now()));
    for (const listener of listeners) listener();
    if (go && current.okHref) window.location.assign(current.okHref);
  };
  return <NoticeDialog key={current.kind} notice={current} onDone={done} focus={focus} />;
}

/**
 * What a failed queue leaves: every notice the server sent, listed in the page (its title and the
 * text the dialog would have shown, sanitised on the server as it is there), untracked, with the
 * generic error notice after them. It needs nothing the queue computes: no storage, no clock, no
 * turn, no acknowledgement (none is stored: they show again on the next page).
 */
function NoticeList({ notices }: { notices: readonly NoticeView[] }) {
  const id = useId();
  return (
    <div data-compliance-notices="">
      {notices.map((notice) => (
        <section key={notice.kind} className={styles.tips} aria-labelledby={`${id}-${notice.kind}`}>
          <h2 id={`${id}-${notice.kind}`} className={styles.tipsTitle}>
            {notice.title}
          </h2>
          <div className={styles.tipsBody} data-notice={notice.kind}>
            {notice.body}
          </div>
        </section>
      ))}
      <ErrorNotice inPlace />
    </div>
  );
}

/**
 * The notices' queue, contained: the gating is the server's (a restricted visitor is sent to the
 * restricted-region page whatever the browser does), but the notices are regulatory text the
 * server decided this visitor must see, so a queue that fails (its own code: reading what was
 * acknowledged, the turn) lists them all in the page instead, with the generic error notice, and
 * reports the error; the page goes on. A notice's dialog keeps its own failures inside it (NoticeDialog).
 */
export function NoticeQueue({ notices }: { notices: readonly NoticeView[] }) {
  return (
    <Contained name="compliance notices" fallback={<NoticeList notices={notices} />}>
      <Queue notices={notices} />
    </Contained>
  );
}
