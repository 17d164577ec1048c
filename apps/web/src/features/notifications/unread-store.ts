import { useSyncExternalStore } from 'react';
import type { Notice, UnreadCounts } from '@exchange/contract/herald';

/**
 * The page's notice state shared by the bell's badge, its panel and the notification centre: the
 * unread counts and a version that moves on every live notice (lists refetch when it moves).
 * Seeded from the server's render; changed by marking read and by live pushes.
 */
export interface NoticeState {
  readonly unread: UnreadCounts | null;
  readonly version: number;
  /** the newest notice pushed live, for an announcement to screen readers */
  readonly latest: Notice | null;
}

let state: NoticeState = { unread: null, version: 0, latest: null };
const listeners = new Set<() => void>();

function set(next: NoticeState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The first counts (the server's); later calls are ignored so a re-render cannot undo live changes. */
export function seedUnread(unread: UnreadCounts): void {
  if (state.unread === null) set({ ...state, unread });
}

/** Counts the API answered after a change (mark read, mark all read, a fresh list). */
export function setUnread(unread: UnreadCounts): void {
  set({ ...state, unread });
}

/** A live notice: new counts, and lists refetch. */
export function noticeArrived(notice: Notice, unread: UnreadCounts): void {
  set({ unread, version: state.version + 1, latest: notice });
}

/** Pushes were missed (a gap in the channel): the counts read again, and the lists refetch. */
export function noticesResynced(unread: UnreadCounts): void {
  set({ unread, version: state.version + 1, latest: state.latest });
}

export function noticeState(): NoticeState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: NoticeState = { unread: null, version: 0, latest: null };

export function useNoticeState(): NoticeState {
  return useSyncExternalStore(subscribe, noticeState, () => serverState);
}

/** The badge's text: nothing at 0, the number up to 99, then 99+. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** Resets the store (tests). */
export function resetNoticeState(): void {
  state = { unread: null, version: 0, latest: null };
}
