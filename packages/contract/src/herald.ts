import { z } from 'zod/mini';
import { defineCall, intField, ok, unlessMissing } from './define';

/**
 * Notices (spec doc 1 §2 reminder panel, §3 reminder message and notification, §7
 * herald/get_notice_record, §9 reminder constants) and the per-user live channel.
 *
 * Every notice belongs to one type, and every type to one of the reminder panel's three groups
 * (its tabs), in the spec's order.
 */
export const NOTICE_GROUPS = {
  platform: ['notice', 'sys_notice', 'tasks_bonuses_notice', 'private_notice', 'nft_notice', 'gate_pay', 'gate_shop', 'referral', 'exclusive_event'],
  trade: ['future', 'margin', 'unified_account', 'firm_offer', 'quantification', 'c2c', 'pre_market_trading', 'subscribe', 'etf', 'options'],
  markets: ['market_global', 'market', 'chain_global'],
} as const;
export type NoticeGroup = keyof typeof NOTICE_GROUPS;
export type NoticeType = (typeof NOTICE_GROUPS)[NoticeGroup][number];
export const NOTICE_GROUP_KEYS = Object.keys(NOTICE_GROUPS) as NoticeGroup[];
export const NOTICE_TYPES: readonly NoticeType[] = NOTICE_GROUP_KEYS.flatMap((g) => NOTICE_GROUPS[g]);

/** The group a type belongs to. */
export function groupOfType(type: NoticeType): NoticeGroup {
  return NOTICE_GROUP_KEYS.find((g) => (NOTICE_GROUPS[g] as readonly string[]).includes(type)) ?? 'platform';
}

export function isNoticeType(value: unknown): value is NoticeType {
  return typeof value === 'string' && (NOTICE_TYPES as readonly string[]).includes(value);
}

/** The panel's fetch (spec §9): page 1, size 10. The API refuses a size above NOTICE_SIZE_MAX. */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_SIZE_MAX = 50;

/**
 * What a notice leads to (spec §3 "Notification"). `type` names the destination kind (the web
 * app's pure `noticeDestination` maps it: spot_trade, margin, futures, startup, strategy_bot,
 * copy_trading, live, invite, web_url, profile, invest, cryptoloan, trade, …); an unknown kind, or
 * one whose extras do not make a safe link, leads nowhere. Every extra is optional text.
 */
export const notificationSchema = z.object({
  type: z.string().check(z.maxLength(64)),
  template_id: z.string().check(z.maxLength(64)),
  extras: z.object({
    url: z.optional(z.string().check(z.maxLength(2048))),
    web_url: z.optional(z.string().check(z.maxLength(2048))),
    notice_content: z.optional(z.string().check(z.maxLength(4000))),
    startup_id: z.optional(z.string().check(z.maxLength(64))),
    market: z.optional(z.string().check(z.maxLength(64))),
    stream_id: z.optional(z.string().check(z.maxLength(64))),
    contract: z.optional(z.string().check(z.maxLength(64))),
    settle_asset: z.optional(z.string().check(z.maxLength(16))),
  }),
  template_args: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Notification = z.output<typeof notificationSchema>;

/**
 * One notice (spec §3 "Reminder message": msg_id, title, content, send_timest), with its type,
 * read state and optional notification. `title` and `content` are plain text: clients render them
 * as text, never as HTML. `send_timest` is in Unix seconds.
 */
export const noticeSchema = z.object({
  msg_id: z.number().check(z.int(), z.positive()),
  type: z.enum(NOTICE_TYPES as [NoticeType, ...NoticeType[]]),
  title: z.string(),
  content: z.string(),
  send_timest: z.number().check(z.int(), z.gte(0)),
  is_read: z.boolean(),
  notification: z.nullable(notificationSchema),
});
export type Notice = z.output<typeof noticeSchema>;

/** Unread counts: the total (the bell's badge) and per group (the panel's tabs). */
export const unreadSchema = z.object({
  total: z.number().check(z.int(), z.gte(0)),
  platform: z.number().check(z.int(), z.gte(0)),
  trade: z.number().check(z.int(), z.gte(0)),
  markets: z.number().check(z.int(), z.gte(0)),
});
export type UnreadCounts = z.output<typeof unreadSchema>;
const noUnread: UnreadCounts = { total: 0, platform: 0, trade: 0, markets: 0 };

/** A filter: one of the three groups (every type of that tab) or one notice type. */
const noticeFilter = z.union([z.enum(NOTICE_GROUP_KEYS as [NoticeGroup, ...NoticeGroup[]]), z.enum(NOTICE_TYPES as [NoticeType, ...NoticeType[]])], {
  error: () => `type must be a group (${NOTICE_GROUP_KEYS.join(', ')}) or a notice type`,
});
export type NoticeFilter = NoticeGroup | NoticeType;

/**
 * The logged-in user's notices, newest first (401 for guests), with the user's anti-phishing
 * code. `type` defaults to the first tab (platform); `page` ≥ 1 (default 1); `size`
 * 1…NOTICE_SIZE_MAX (default 10). A page past the end answers an empty list with the true total.
 */
export const noticeRecords = defineCall({
  method: 'GET',
  path: '/apiw/v2/herald/get_notice_record',
  request: z.strictObject({
    type: z.optional(noticeFilter),
    page: z.optional(intField('page', 1, 100000)),
    size: z.optional(intField('size', 1, NOTICE_SIZE_MAX)),
  }),
  answer: ok(
    z.object({
      list: z.array(noticeSchema),
      page: z.number().check(z.int(), z.gte(1)),
      size: z.number().check(z.int(), z.gte(1), z.lte(NOTICE_SIZE_MAX)),
      total: z.number().check(z.int(), z.gte(0)),
      unread: unreadSchema,
      /**
       * the user's anti-phishing code as it is now (docs/IDENTITY.md "Security settings"), shown
       * on every notice so a forged message is told apart; null while the user has none
       */
      anti_phishing_code: z.nullable(z.string()),
    }),
  ),
  fallback: { code: 0, message: '', data: { list: [], page: 1, size: NOTICE_PAGE_SIZE, total: 0, unread: noUnread, anti_phishing_code: null } },
});

/** Unread counts alone (the bell's badge on page load). 401 for guests. */
export const noticeUnread = defineCall({
  method: 'GET',
  path: '/apiw/v2/herald/unread',
  request: z.strictObject({}),
  answer: ok(unreadSchema),
  fallback: { code: 0, message: '', data: noUnread },
});

/**
 * Marks one notice read (form field `msg_id`; CSRF; logged in). A notice that is not the
 * user's answers 404, exactly as one that does not exist. Answers the unread counts after.
 */
export const markNoticeRead = defineCall({
  method: 'POST',
  path: '/apiw/v2/herald/read',
  request: z.strictObject({ msg_id: intField('msg_id', 1, 2_147_483_647) }),
  answer: ok(unreadSchema),
  fallback: { code: 0, message: '', data: noUnread },
});

/** Marks every notice of the user read, or those of one group or type (form field `type`). */
export const markAllNoticesRead = defineCall({
  method: 'POST',
  path: '/apiw/v2/herald/read_all',
  request: z.strictObject({ type: z.optional(noticeFilter) }),
  answer: ok(unreadSchema),
  fallback: { code: 0, message: '', data: noUnread },
});

/**
 * Which notice types the user receives (the notification-settings page). Every type is listed,
 * in NOTICE_TYPES order; a type the user never changed is on. A notice of a type turned off is
 * not created for the user.
 */
export const noticeSettingSchema = z.object({ type: z.enum(NOTICE_TYPES as [NoticeType, ...NoticeType[]]), enabled: z.boolean() });
export const noticeSettings = defineCall({
  method: 'GET',
  path: '/apiw/v2/herald/settings',
  request: z.strictObject({}),
  answer: ok(z.array(noticeSettingSchema)),
  fallback: { code: 0, message: '', data: [] },
});

/** Turns one type on or off (form fields `type`, `enabled` 1|0; CSRF). Answers every setting after. */
export const updateNoticeSetting = defineCall({
  method: 'POST',
  path: '/apiw/v2/herald/settings',
  request: z.strictObject({
    type: z.enum(NOTICE_TYPES as [NoticeType, ...NoticeType[]], { error: unlessMissing('type must be a notice type') }),
    enabled: z.enum(['0', '1'], { error: unlessMissing('enabled must be 1 or 0') }),
  }),
  answer: ok(z.array(noticeSettingSchema)),
  fallback: { code: 0, message: '', data: [] },
});

/** Seconds a WebSocket ticket stays valid. */
export const NOTICE_TICKET_SECONDS = 60;

/**
 * A short-lived, single-use ticket for the per-user notice channel (POST, CSRF, logged in). The
 * page sends it in its subscribe message; the API knows the user from the ticket alone, never
 * from a user id the client names. Fallback: no ticket (no live notices; the panel still loads).
 */
export const noticeTicket = defineCall({
  method: 'POST',
  path: '/apiw/v2/herald/ws_ticket',
  request: z.strictObject({}),
  answer: ok(z.object({ ticket: z.string().check(z.minLength(1), z.maxLength(128)), expires_in: z.number().check(z.int(), z.positive()) })),
  fallback: { code: 0, message: '', data: { ticket: '', expires_in: NOTICE_TICKET_SECONDS } },
});

/**
 * The per-user channel on the API's `/ws/v4/` endpoint, in the Gate v4 shape:
 *
 *   → {"time": <s>, "channel": "user.notices", "event": "subscribe", "payload": ["<ticket>"]}
 *   ← {"time": <s>, "channel": "user.notices", "event": "subscribe", "result": {"status": "success"}}
 *     (a missing, expired, used or unknown ticket: "error": {"code": 16, "message": …} and no subscription)
 *   ← {"time": <s>, "channel": "user.notices", "event": "update", "result": {"notice": <Notice>, "unread": <UnreadCounts>}}
 *
 * A page gets a fresh ticket for every connection (tickets are single use).
 */
export const NOTICE_CHANNEL = 'user.notices';
export const noticePushSchema = z.object({
  channel: z.literal(NOTICE_CHANNEL),
  event: z.literal('update'),
  result: z.object({ notice: noticeSchema, unread: unreadSchema }),
});
export type NoticePush = z.output<typeof noticePushSchema>;

/** The announcement page keys: the home page uses `index` (spec §7); other pages use their first path segment. */
export const bulletinPage = z.string().check(z.regex(/^[a-z0-9_-]{1,40}$/, 'page must be a short lowercase page key such as index'));

/**
 * The global announcement for one page of the request's site, in the `application-language`
 * header's language (spec §3 Announcement: content_id, content, link). `content` is HTML the
 * client sanitises (links only to the site's own hosts); `link` is '' or a URL the client checks
 * the same way. `data` is null when the page has no announcement (and on any failure).
 */
export const announcementSchema = z.object({
  content_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  content: z.string().check(z.maxLength(4000)),
  link: z.string().check(z.maxLength(2048)),
});
export type Announcement = z.output<typeof announcementSchema>;
export const fullsiteBulletin = defineCall({
  method: 'GET',
  path: '/api/web/v1/site/fullsiteBulletin',
  request: z.strictObject({ page: bulletinPage }),
  answer: ok(z.nullable(announcementSchema)),
  fallback: { code: 0, message: '', data: null },
});
