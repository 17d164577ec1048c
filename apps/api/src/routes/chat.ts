import { Hono, type Context } from 'hono';
import { CHAT_PAGE_SIZE, chatHistory, postChatMessage } from '@exchange/contract/chat';
import { chatPage, postMessage, roomOf } from '../domain/chat';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { notFound, rateLimited } from '../http/errors';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';

/** The request's room (its site's), or 404 when the site has no chatroom. */
function requireRoom(c: Context<AppEnv>): string {
  const room = roomOf(c.var.site);
  if (room === null) throw notFound();
  return room;
}

/**
 * The public chatroom of the request's sub-site (`/apiw/v2/chat/messages`): GET reads the history
 * (anyone), POST adds a message (logged in; CSRF; rate-limited per user). Sites whose record does
 * not enable the chatroom answer 404, before anything else is looked at.
 */
export function chatRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, chatHistory, async (c) => {
    const room = requireRoom(c);
    const { before, size } = await readInput(c, chatHistory);
    const { list, hasMore } = await chatPage(c.var.db, room, before, size ?? CHAT_PAGE_SIZE);
    return answer(c, chatHistory, { code: 0, message: '', data: { room, list, has_more: hasMore } });
  });

  serve(app, postChatMessage, async (c) => {
    const room = requireRoom(c);
    const { user } = requireUser(c);
    const { body } = await readInput(c, postChatMessage);
    const result = await postMessage(c.var.db, { room, userId: user.id, nickname: user.nickname, body, now: c.var.now() });
    if (!result.ok) throw rateLimited(result.retryAfter, 'You are sending messages too fast; wait a moment');
    return answer(c, postChatMessage, { code: 0, message: '', data: result.row });
  });

  return app;
}
