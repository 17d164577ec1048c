'use client';
import { useQueryClient } from '@tanstack/react-query';
import { markAllNoticesRead, markNoticeRead, noticeRecords, type Notice, type NoticeFilter } from '@exchange/contract/herald';
import { browserRequest } from '@/lib/api/browser';
import { setUnread } from './unread-store';

/** The query key of one page of notices; `version` moves with live notices, so lists refetch. */
export function noticesKey(filter: NoticeFilter, page: number, size: number, version: number) {
  return ['notices', filter, page, size, version] as const;
}

/** One page of notices (the contract's empty default on failure); a real answer's counts update the badge. */
export async function fetchNotices(filter: NoticeFilter, page: number, size: number) {
  const result = await browserRequest(noticeRecords, { type: filter, page: String(page), size: String(size) });
  if (result.ok) setUnread(result.data.data.unread);
  return result.data.data;
}

/** Mark one read and mark all read; each refreshes the counts and the lists (a failure changes nothing). */
export function useMarkRead() {
  const queries = useQueryClient();
  const after = async (result: Awaited<ReturnType<typeof browserRequest<typeof markNoticeRead>>>) => {
    if (!result.ok) return;
    setUnread(result.data.data);
    await queries.invalidateQueries({ queryKey: ['notices'] });
  };
  return {
    one: async (notice: Notice) => after(await browserRequest(markNoticeRead, { msg_id: String(notice.msg_id) })),
    all: async (filter?: NoticeFilter) => after(await browserRequest(markAllNoticesRead, filter ? { type: filter } : {})),
  };
}
