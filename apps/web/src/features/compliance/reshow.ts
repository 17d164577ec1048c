import type { NoticeKind } from '@/lib/compliance/compliance-state';

/** 30 days: the Netherlands and Uzbekistan asset dialogs (spec doc 2 §9, 2592e6 ms). */
export const ASSET_DIALOG_RESHOW_MS = 2_592_000_000;
/** 1 day: the Hong Kong dialog (spec doc 2 §4, §9). */
export const HK_DIALOG_RESHOW_MS = 86_400_000;

/**
 * When an acknowledged notice comes back:
 * - `after`: the stored acknowledgement time plus `ms` (kept in local storage, across sessions);
 * - `session`: in the next browser session (kept in session storage). Our choice for the notices
 *   the spec gives no timer: a restriction that still holds is said again on the next visit.
 */
export type ReshowPolicy = { readonly kind: 'after'; readonly ms: number } | { readonly kind: 'session' };

/**
 * Each notice's policy. "Depending on tier" (spec doc 2 §4): a low-tier account in the Netherlands
 * or Uzbekistan gets the closed-market notice every session; everyone else there gets the asset
 * dialog again 30 days after acknowledging it.
 */
export const RESHOW: Readonly<Record<NoticeKind, ReshowPolicy>> = {
  toast: { kind: 'session' },
  restrictedLocation: { kind: 'session' },
  uk: { kind: 'session' },
  closedMarket: { kind: 'session' },
  nl: { kind: 'after', ms: ASSET_DIALOG_RESHOW_MS },
  uz: { kind: 'after', ms: ASSET_DIALOG_RESHOW_MS },
  hk: { kind: 'after', ms: HK_DIALOG_RESHOW_MS },
  brazil: { kind: 'session' },
  ltw: { kind: 'session' },
  lowKyc: { kind: 'session' },
  withdrawOnly: { kind: 'session' },
};

/** What the browser remembers: acknowledgement times (local storage) and kinds acknowledged this session. */
export interface Acknowledged {
  readonly at: Readonly<Partial<Record<NoticeKind, number>>>;
  readonly session: readonly NoticeKind[];
}

export const NOTHING_ACKNOWLEDGED: Acknowledged = { at: {}, session: [] };

/** Storage keys (local storage for times, session storage for this session's kinds). */
export const ACK_TIMES_KEY = 'compliance_notice_ack';
export const ACK_SESSION_KEY = 'compliance_notice_session';

/**
 * True when the notice should show now. A stored time in the future (a clock moved back) counts
 * as acknowledged now, so it waits its full period again rather than never or at once.
 */
export function isDue(kind: NoticeKind, acknowledged: Acknowledged, now: number): boolean {
  const policy = RESHOW[kind];
  if (policy.kind === 'session') return !acknowledged.session.includes(kind);
  const at = acknowledged.at[kind];
  if (at === undefined) return true;
  return now - Math.min(at, now) >= policy.ms;
}

/** The notices still due, in their queue order. */
export function dueNotices(kinds: readonly NoticeKind[], acknowledged: Acknowledged, now: number): NoticeKind[] {
  return kinds.filter((kind) => isDue(kind, acknowledged, now));
}

/** What is remembered after acknowledging `kind` at `now`. */
export function acknowledge(acknowledged: Acknowledged, kind: NoticeKind, now: number): Acknowledged {
  return RESHOW[kind].kind === 'session'
    ? { ...acknowledged, session: acknowledged.session.includes(kind) ? acknowledged.session : [...acknowledged.session, kind] }
    : { ...acknowledged, at: { ...acknowledged.at, [kind]: now } };
}

function isKind(value: unknown, kinds: readonly NoticeKind[]): value is NoticeKind {
  return typeof value === 'string' && (kinds as readonly string[]).includes(value);
}

/** Reads the stored values; anything malformed counts as nothing acknowledged. */
export function parseAcknowledged(times: string | null, session: string | null, kinds: readonly NoticeKind[]): Acknowledged {
  const at: Partial<Record<NoticeKind, number>> = {};
  const list: NoticeKind[] = [];
  try {
    const parsed: unknown = times ? JSON.parse(times) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) {
        if (isKind(key, kinds) && typeof value === 'number' && Number.isFinite(value) && value >= 0) at[key] = value;
      }
    }
  } catch {
    // malformed: nothing stored
  }
  try {
    const parsed: unknown = session ? JSON.parse(session) : null;
    if (Array.isArray(parsed)) for (const value of parsed) if (isKind(value, kinds) && !list.includes(value)) list.push(value);
  } catch {
    // malformed: nothing stored
  }
  return { at, session: list };
}
