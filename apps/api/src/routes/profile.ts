import { Hono } from 'hono';
import { getProfile, setAvatar, setNickname } from '@exchange/contract/profile';
import { changeNickname, chooseAvatar, profileOf } from '../domain/identity/profile';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { rateLimited } from '../http/errors';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';
import { setNicknameCookie } from '../security/cookies';

/**
 * The profile (`/apiw/v2/profile…`, contract packages/contract/src/profile.ts): the caller's own
 * avatar and nickname. POSTs need CSRF; nickname changes are limited per user (domain/identity/profile.ts).
 */
export function profileRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, getProfile, async (c) => {
    await readInput(c, getProfile);
    const { user } = requireUser(c);
    return answer(c, getProfile, { code: 0, message: '', data: await profileOf(c.var.db, user, c.var.now()) });
  });

  serve(app, setNickname, async (c) => {
    const { nickname } = await readInput(c, setNickname);
    const { user } = requireUser(c);
    const result = await changeNickname(c.var.db, user, nickname, c.var.now());
    if (!result.ok) throw rateLimited(result.retryAfter, 'You have changed your nickname too often; try again later');
    // the header reads the nickname cookie too (spec doc 2 §3): it follows at once
    if (result.changed) setNicknameCookie(c, result.profile.nickname);
    return answer(c, setNickname, { code: 0, message: '', data: result.profile });
  });

  serve(app, setAvatar, async (c) => {
    const { avatar } = await readInput(c, setAvatar);
    const { user } = requireUser(c);
    return answer(c, setAvatar, { code: 0, message: '', data: await chooseAvatar(c.var.db, user, avatar, c.var.now()) });
  });

  return app;
}
