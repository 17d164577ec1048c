import { z } from 'zod/mini';
import { defineCall, intField, ok } from './define';

/**
 * The public chatroom (spec doc 2 §2 `/groupchat/chatroom?platform=web`, §4, §5, §9): one room
 * per sub-site whose record has `chatroom: true`, named by the site's key. The API knows the room
 * from the request's host, as every other call knows its site; a site without the chatroom answers
 * 404 to every chat call. Messages are plain text: clients render them (and nicknames) as text,
 * never as HTML.
 */

/** A message's length limit, in characters (Unicode code points, as Postgres' char_length counts). */
export const CHAT_MESSAGE_MAX = 500;
/** History page size: the default, and the most one call answers. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 50;

/**
 * Posting limits per user (over every room): at most `max` messages whose time lies in the last
 * `windowMs`. Both hold at once; the API counts and inserts under one per-user lock.
 */
export const CHAT_RATE_LIMITS = [
  { max: 5, windowMs: 10_000 },
  { max: 30, windowMs: 10 * 60_000 },
] as const;

/**
 * Characters a message may not contain: C0/C1 control characters (newlines included: a message
 * is one line) and the bidirectional embedding, override and isolate marks, which could make a
 * message display differently from what it says.
 */
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export type ChatBodyProblem = 'empty' | 'tooLong' | 'control';

/** Characters as the limit counts them (code points, so an emoji is one). */
export function chatLength(text: string): number {
  return [...text].length;
}

/** What is wrong with a message body once trimmed, or null: the one rule the API and the composer share. */
export function chatBodyProblem(raw: string): ChatBodyProblem | null {
  const body = raw.trim();
  if (body.length === 0) return 'empty';
  if (chatLength(body) > CHAT_MESSAGE_MAX) return 'tooLong';
  if (FORBIDDEN.test(body)) return 'control';
  return null;
}

const CHAT_BODY_MESSAGES: Record<ChatBodyProblem, string> = {
  empty: 'body must not be empty',
  tooLong: `body must be at most ${CHAT_MESSAGE_MAX} characters`,
  control: 'body must not contain control characters',
};

/** A body as the API accepts it: trimmed, 1–500 characters, no control characters. */
export const chatBody = z.pipe(
  z.string().check(z.maxLength(CHAT_MESSAGE_MAX * 4, CHAT_BODY_MESSAGES.tooLong)),
  z.transform((value, ctx) => {
    const problem = chatBodyProblem(value);
    if (problem) {
      ctx.issues.push({ code: 'custom', message: CHAT_BODY_MESSAGES[problem], input: value });
      return z.NEVER;
    }
    return value.trim();
  }),
);

/** A room name: a sub-site key. */
export const chatRoom = z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/));

/** One message: its id (increasing: the paging cursor), the poster's nickname at posting time, the text, the time (Unix seconds). */
export const chatMessageSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  nickname: z.string().check(z.maxLength(64)),
  body: z.string().check(z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX * 4)),
  sent_at: z.number().check(z.int(), z.gte(0)),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/**
 * A page of the room's history, newest first (public: guests read too). `before`: only messages
 * with a smaller id (the oldest id of the page shown, for "load older"); `size` 1–50, default 30.
 * `has_more` says whether older messages exist. Fallback: an empty page (the room still opens).
 */
export const chatHistory = defineCall({
  method: 'GET',
  path: '/apiw/v2/chat/messages',
  request: z.strictObject({
    before: z.optional(intField('before', 1, 2_147_483_647)),
    size: z.optional(intField('size', 1, CHAT_PAGE_MAX)),
  }),
  answer: ok(z.object({ room: chatRoom, list: z.array(chatMessageSchema), has_more: z.boolean() })),
  fallback: { code: 0, message: '', data: { room: '', list: [], has_more: false } },
});

/**
 * Posts a message (form field `body`; logged in, else 401; CSRF). The body is trimmed and must be
 * 1–500 characters without control characters (400). Too many messages (CHAT_RATE_LIMITS) is a 429
 * with `Retry-After`. Answers the stored message, which every subscriber of the room also receives
 * on the live channel.
 */
export const postChatMessage = defineCall({
  method: 'POST',
  path: '/apiw/v2/chat/messages',
  request: z.strictObject({ body: chatBody }),
  answer: ok(chatMessageSchema),
  fallback: { code: 0, message: '', data: { id: 1, nickname: '', body: ' ', sent_at: 0 } },
});

/**
 * The room's live channel on the spot WebSocket (`/ws/spot`, `/ws/v4/`), public (no ticket):
 *
 *   → {"time": <s>, "channel": "chat.messages", "event": "subscribe", "payload": ["<room>"]}
 *   ← {"channel": "chat.messages", "event": "subscribe", "result": {"status": "success"}}
 *     (a room that is not the connection's site's, or a site without the chatroom: error 2)
 *   ← {"channel": "chat.messages", "event": "update", "result": {"room": "main", "message": <ChatMessage>}}
 *
 * Messages posted while the socket was down are not replayed: a client that reconnects reads the
 * history again.
 */
export const CHAT_CHANNEL = 'chat.messages';
export const chatPushSchema = z.object({
  channel: z.literal(CHAT_CHANNEL),
  event: z.literal('update'),
  result: z.object({ room: chatRoom, message: chatMessageSchema }),
});
export type ChatPush = z.output<typeof chatPushSchema>;
