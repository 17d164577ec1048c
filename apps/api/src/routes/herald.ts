import { Hono } from 'hono';
import {
  NOTICE_PAGE_SIZE,
  NOTICE_TICKET_SECONDS,
  fullsiteBulletin,
  markAllNoticesRead,
  markNoticeRead,
  noticeRecords,
  noticeSettings,
  noticeTicket,
  noticeUnread,
  updateNoticeSetting,
} from '@exchange/contract/herald';
import { bulletinFor } from '../domain/announcements';
import { issueTicket, listNotices, markAllRead, markRead, readSettings, unreadCounts, writeSetting } from '../domain/notices';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { readInput } from '../http/input';
import { requestLanguage } from '../http/language';
import { requireUser } from '../security/auth';

/**
 * Notices (`/apiw/v2/herald/*`, logged-in users only: 401 for guests) and the full-site bulletin.
 * A user only ever reaches their own notices: every query is scoped by the session's user, and
 * another user's msg_id answers 404 exactly as one that does not exist.
 */
export function heraldRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, noticeRecords, async (c) => {
    const input = await readInput(c, noticeRecords);
    const { user } = requireUser(c);
    const page = input.page ?? 1;
    const size = input.size ?? NOTICE_PAGE_SIZE;
    const [{ list, total }, unread] = await Promise.all([
      listNotices(c.var.db, user.id, input.type ?? 'platform', page, size),
      unreadCounts(c.var.db, user.id),
    ]);
    return answer(c, noticeRecords, { code: 0, message: '', data: { list, page, size, total, unread, anti_phishing_code: user.antiPhishingCode } });
  });

  serve(app, noticeUnread, async (c) => {
    await readInput(c, noticeUnread);
    const { user } = requireUser(c);
    return answer(c, noticeUnread, { code: 0, message: '', data: await unreadCounts(c.var.db, user.id) });
  });

  serve(app, markNoticeRead, async (c) => {
    const { msg_id } = await readInput(c, markNoticeRead);
    const { user } = requireUser(c);
    if (!(await markRead(c.var.db, user.id, msg_id))) throw notFound();
    return answer(c, markNoticeRead, { code: 0, message: '', data: await unreadCounts(c.var.db, user.id) });
  });

  serve(app, markAllNoticesRead, async (c) => {
    const { type } = await readInput(c, markAllNoticesRead);
    const { user } = requireUser(c);
    await markAllRead(c.var.db, user.id, type);
    return answer(c, markAllNoticesRead, { code: 0, message: '', data: await unreadCounts(c.var.db, user.id) });
  });

  serve(app, noticeSettings, async (c) => {
    await readInput(c, noticeSettings);
    const { user } = requireUser(c);
    return answer(c, noticeSettings, { code: 0, message: '', data: await readSettings(c.var.db, user.id) });
  });

  serve(app, updateNoticeSetting, async (c) => {
    const { type, enabled } = await readInput(c, updateNoticeSetting);
    const { user } = requireUser(c);
    await writeSetting(c.var.db, user.id, type, enabled === '1');
    return answer(c, updateNoticeSetting, { code: 0, message: '', data: await readSettings(c.var.db, user.id) });
  });

  serve(app, noticeTicket, async (c) => {
    await readInput(c, noticeTicket);
    const { user } = requireUser(c);
    const ticket = await issueTicket(c.var.db, user.id, c.var.now());
    return answer(c, noticeTicket, { code: 0, message: '', data: { ticket, expires_in: NOTICE_TICKET_SECONDS } });
  });

  serve(app, fullsiteBulletin, async (c) => {
    const { page } = await readInput(c, fullsiteBulletin);
    const data = await bulletinFor(c.var.db, c.var.site.key, page, requestLanguage(c));
    return answer(c, fullsiteBulletin, { code: 0, message: '', data });
  });

  return app;
}
