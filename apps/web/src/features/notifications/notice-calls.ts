'use client';
import { useQueryClient } from '@tanstack/react-query';
import { markAllNoticesRead, markNoticeRead, noticeRecords, type Notice, type NoticeFilter } from '@exchange/contract/herald';
import { browserRequest, type BrowserCallOptions } from '@/lib/api/browser';
import { setUnread } from './unread-store';

/**
 * Where a notice call is made: the header's bell (its panel and its live channel: the header's
 * calls, 4 s, spec doc 1 §7 and NOTES "Timeouts") or the notification centre page (/reminder: a
 * page's browser call, 5 s).
 */
export type NoticeSurface = 'bell' | 'centre';
export const NOTICE_CALLS: Readonly<Record<NoticeSurface, BrowserCallOptions>> = { bell: { header: true }, centre: {} };

/** The query key of one page of notices; `version` moves with live notices, so lists refetch. */
export function noticesKey(filter: NoticeFilter, page: number, size: number, version: number) {
  return ['notices', filter, page, size, version] as const;
}

/** One page of notices (the contract's empty default on failure); a real answer's counts update the badge. */
export async function fetchNotices(surface: NoticeSurface, filter: NoticeFilter, page: number, size: number) {
  const result = await browserRequest(noticeRecords, { type: filter, page: String(page), size: String(size) }, NOTICE_CALLS[surface]);
  if (result.ok) setUnread(result.data.data.unread);
  return result.data.data;
}

export function markRead(surface: NoticeSurface, notice: Notice) {
  return browserRequest(markNoticeRead, { msg_id: String(notice.msg_id) }, NOTICE_CALLS[surface]);
}

export function markAllRead(surface: NoticeSurface, filter?: NoticeFilter) {
  return browserRequest(markAllNoticesRead, filter ? { type: filter } : {}, NOTICE_CALLS[surface]);
}

/** Mark one read and mark all read; each refreshes the counts and the lists (a failure changes nothing). */
export function useMarkRead(surface: NoticeSurface) {
  const queries = useQueryClient();
  const after = async (result: Awaited<ReturnType<typeof markRead>>) => {
    if (!result.ok) return;
    setUnread(result.data.data);
    await queries.invalidateQueries({ queryKey: ['notices'] });
  };
  return {
    one: async (notice: Notice) => after(await markRead(surface, notice)),
    all: async (filter?: NoticeFilter) => after(await markAllRead(surface, filter)),
  };
}
