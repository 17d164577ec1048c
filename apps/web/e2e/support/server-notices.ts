import type { Page } from '@playwright/test';
import { NOTICE_GROUP_KEYS } from '@exchange/contract/herald';
import { expect, siteUrl } from './fixtures';

/** A notice as the API lists it (herald/get_notice_record), the fields the tests read. */
export interface NoticeRow {
  msg_id: number;
  title: string;
  is_read: boolean;
}

/**
 * The logged-in user's unread total on the server, its newest notice id and its newest notices of
 * every tab. Tests in other files (on the other worker) may add notices for the same user meanwhile
 * (a filled order, a new login): a count is checked against a baseline plus the unread notices newer
 * than it; and a retry finds what its first attempt marked read.
 */
export async function serverNotices(page: Page): Promise<{ total: number; newest: number; rows: NoticeRow[] }> {
  const groups = await Promise.all(
    NOTICE_GROUP_KEYS.map(async (group) => {
      const res = await page.request.get(siteUrl('main', `/apiw/v2/herald/get_notice_record?type=${group}&size=50`));
      expect(res.status()).toBe(200);
      return ((await res.json()) as { data: { list: NoticeRow[]; unread: { total: number } } }).data;
    }),
  );
  const rows = groups.flatMap((g) => g.list);
  return { total: groups[0]?.unread.total ?? 0, newest: Math.max(0, ...rows.map((r) => r.msg_id)), rows };
}

/** Whether the notice titled `title` is among the user's unread ones on the server. */
export async function unreadOnServer(page: Page, title: string): Promise<boolean> {
  return (await serverNotices(page)).rows.some((row) => row.title === title && !row.is_read);
}
