import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { NICKNAME_CHANGE_LIMIT, avatarKeyOf, avatarPath, type AvatarKey, type Profile } from '@exchange/contract/profile';
import type { Db } from '../../db/client';
import { securityAttempts, users } from '../../db/schema';
import { reserve, type Limit, type Tx } from '../../security/rateLimit';

/** The `security_attempts` action that counts nickname changes (NICKNAME_CHANGE_LIMIT). */
export const NICKNAME_ACTION = 'nickname';

type ProfileUser = Pick<typeof users.$inferSelect, 'id' | 'uid' | 'nickname' | 'avatar'>;

/** The user's nickname changes after `since`, newest first (their times). */
async function changesSince(db: Db | Tx, userId: number, since: Date, limit: number, offset = 0): Promise<Date[]> {
  const rows = await db
    .select({ at: securityAttempts.createdAt })
    .from(securityAttempts)
    .where(and(eq(securityAttempts.userId, userId), eq(securityAttempts.action, NICKNAME_ACTION), gt(securityAttempts.createdAt, since)))
    .orderBy(desc(securityAttempts.createdAt))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => r.at);
}

/** The profile as the contract answers it: the stored avatar only when it is a built-in one, and what the nickname limit leaves. */
export async function profileOf(db: Db | Tx, user: ProfileUser, now: Date): Promise<Profile> {
  const { max, windowMs } = NICKNAME_CHANGE_LIMIT;
  const recent = await changesSince(db, user.id, new Date(now.getTime() - windowMs), max);
  const oldest = recent.length >= max ? recent[max - 1] : undefined;
  const key = avatarKeyOf(user.avatar);
  return {
    uid: user.uid,
    nickname: user.nickname,
    avatar: key ? avatarPath(key) : '',
    nickname_changes_left: Math.max(0, max - recent.length),
    nickname_retry_ms: oldest ? oldest.getTime() + windowMs : null,
  };
}

export type NicknameChange = { readonly ok: true; readonly profile: Profile; readonly changed: boolean } | { readonly ok: false; readonly retryAfter: number };

/**
 * Sets the user's nickname (already cleaned and checked by the contract's rule), unless they
 * changed it NICKNAME_CHANGE_LIMIT.max times in the window: counted (a row in security_attempts)
 * and written in one transaction under a per-user lock, so parallel changes cannot pass the
 * limit. The user_nick the header shows beside it follows. The same nickname changes nothing and
 * is not counted.
 */
export async function changeNickname(db: Db, user: ProfileUser, nickname: string, now: Date): Promise<NicknameChange> {
  if (nickname === user.nickname) return { ok: true, profile: await profileOf(db, user, now), changed: false };
  const limit: Limit = {
    lockKey: `profile:nickname:${user.id}`,
    max: NICKNAME_CHANGE_LIMIT.max,
    windowMs: NICKNAME_CHANGE_LIMIT.windowMs,
    nthNewest: async (tx, since, offset) => (await changesSince(tx, user.id, since, 1, offset))[0],
  };
  const reservation = await reserve(db, [limit], now, async (tx) => {
    await tx.insert(securityAttempts).values({ userId: user.id, action: NICKNAME_ACTION, createdAt: now });
    await tx.update(users).set({ nickname, userNick: nickname }).where(eq(users.id, user.id));
    return profileOf(tx, { ...user, nickname }, now);
  });
  if (!reservation.ok) return { ok: false, retryAfter: reservation.retryAfter };
  // changes that left the window count for nothing
  await db
    .delete(securityAttempts)
    .where(
      and(
        eq(securityAttempts.userId, user.id),
        eq(securityAttempts.action, NICKNAME_ACTION),
        lt(securityAttempts.createdAt, new Date(now.getTime() - NICKNAME_CHANGE_LIMIT.windowMs)),
      ),
    );
  return { ok: true, profile: reservation.row, changed: true };
}

/** Sets the user's avatar to a built-in one (stored as its path, which get_info answers as `user_avatar`), or none. */
export async function chooseAvatar(db: Db, user: ProfileUser, choice: AvatarKey | 'none', now: Date): Promise<Profile> {
  const avatar = choice === 'none' ? '' : avatarPath(choice);
  await db.update(users).set({ avatar }).where(eq(users.id, user.id));
  return profileOf(db, { ...user, avatar }, now);
}
