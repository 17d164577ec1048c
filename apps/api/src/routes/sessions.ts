import { Hono } from 'hono';
import { ErrorCode } from '@exchange/contract/errors';
import { LOGIN_HISTORY_PAGE_SIZE, endOtherSessions, endSession, listSessions, loginHistory } from '@exchange/contract/sessions';
import { listLoginHistory } from '../domain/identity/loginHistory';
import { endOtherUserSessions, endUserSession, listUserSessions } from '../domain/identity/sessions';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError, invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';

/**
 * The user's sessions and login history (packages/contract/src/sessions.ts, docs/IDENTITY.md
 * "Sessions", "Login history"): every call needs a login, every POST CSRF.
 */
export function sessionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, listSessions, async (c) => {
    await readInput(c, listSessions);
    const { user, sessionId } = requireUser(c);
    return answer(c, listSessions, { code: 0, message: '', data: { list: await listUserSessions(c.var.db, user.id, sessionId, c.var.now()) } });
  });

  serve(app, endSession, async (c) => {
    const { user, sessionId } = requireUser(c);
    const { id } = await readInput(c, endSession);
    const result = await endUserSession(c.var.db, user.id, id, sessionId, c.var.now());
    if (result === 'current') throw invalidInput('This is the session you are using: log out to end it');
    if (result === 'notFound') throw new ApiError(404, ErrorCode.notFound, 'No live session of yours has this id');
    return answer(c, endSession, { code: 0, message: '', data: { id: String(id) } });
  });

  serve(app, endOtherSessions, async (c) => {
    await readInput(c, endOtherSessions);
    const { user, sessionId } = requireUser(c);
    return answer(c, endOtherSessions, { code: 0, message: '', data: { ended: await endOtherUserSessions(c.var.db, user.id, sessionId) } });
  });

  serve(app, loginHistory, async (c) => {
    const { user } = requireUser(c);
    const { page = 1, size = LOGIN_HISTORY_PAGE_SIZE } = await readInput(c, loginHistory);
    return answer(c, loginHistory, { code: 0, message: '', data: await listLoginHistory(c.var.db, user.id, { page, size }, c.var.now()) });
  });

  return app;
}
