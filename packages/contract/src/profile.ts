import { z } from 'zod/mini';
import { defineCall, ok, unlessMissing } from './define';

/**
 * The profile (docs/IDENTITY.md "Profile"; spec doc 1 §2 `/myaccount/profile`): the avatar,
 * chosen from a built-in set the web app serves, and the nickname, validated and cleaned by the
 * rule below (one function the API and the form share). The rest of the page (UID, VIP tier,
 * verification, account mode) comes from the calls the header already makes.
 */

/**
 * The built-in avatars, drawn as SVGs the web app serves at `/avatars/<key>.svg`. The API stores
 * and answers only these paths as `user_avatar`, so the header's image never leaves the site.
 */
export const AVATARS = ['fox', 'owl', 'whale', 'cat', 'robot', 'rocket', 'planet', 'diamond'] as const;
export type AvatarKey = (typeof AVATARS)[number];

/** Where the web app serves an avatar. */
export function avatarPath(key: AvatarKey): string {
  return `/avatars/${key}.svg`;
}

/** The built-in avatar a stored `user_avatar` names, or null (none chosen, or anything else). */
export function avatarKeyOf(path: string): AvatarKey | null {
  const key = /^\/avatars\/([a-z]+)\.svg$/.exec(path)?.[1];
  return key !== undefined && (AVATARS as readonly string[]).includes(key) ? (key as AvatarKey) : null;
}

/** Nickname length in characters (Unicode code points, after NFKC and trimming). */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

/**
 * Nickname changes per user: at most `max` in any `windowMs` (429 with Retry-After past it),
 * counted in the change's own transaction under a per-user lock, so parallel changes cannot pass it.
 */
export const NICKNAME_CHANGE_LIMIT = { max: 5, windowMs: 24 * 60 * 60 * 1000 } as const;

/**
 * Letters and combining marks of any script, decimal digits of any script, the space, `_`, `-` and
 * `.`. Nothing else: no HTML (`<`, `>`, `&`, quotes), no control characters, no bidirectional
 * overrides or invisible formatting characters (all outside these classes).
 */
const ALLOWED = /^[\p{L}\p{M}\p{Nd} _.-]+$/u;
/** At least one letter or digit: a name of dots and dashes alone is refused. */
const SOMETHING = /[\p{L}\p{Nd}]/u;
/** Words that would let a nickname pass for the exchange's staff in the chatroom. */
const RESERVED = ['admin', 'support', 'official', 'moderator'] as const;

export type NicknameProblem = 'empty' | 'tooShort' | 'tooLong' | 'characters' | 'reserved';

/** Control and invisible formatting characters (bidi marks, zero-width characters): refused wherever they stand. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** A nickname as stored: NFKC (full-width and compatibility forms folded, so every space is U+0020), trimmed, runs of spaces made one. */
export function cleanNickname(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/ +/g, ' ');
}

/** What is wrong with a nickname once cleaned, or null. */
export function nicknameProblem(raw: string): NicknameProblem | null {
  if (INVISIBLE.test(raw)) return 'characters';
  const name = cleanNickname(raw);
  if (name.length === 0) return 'empty';
  if (!ALLOWED.test(name) || !SOMETHING.test(name)) return 'characters';
  const length = [...name].length;
  if (length < NICKNAME_MIN) return 'tooShort';
  if (length > NICKNAME_MAX) return 'tooLong';
  const folded = name.toLowerCase().replace(/[^\p{L}\p{Nd}]/gu, '');
  if (RESERVED.some((word) => folded.includes(word))) return 'reserved';
  return null;
}

const NICKNAME_MESSAGES: Record<NicknameProblem, string> = {
  empty: 'nickname must not be empty',
  tooShort: `nickname must be at least ${NICKNAME_MIN} characters`,
  tooLong: `nickname must be at most ${NICKNAME_MAX} characters`,
  characters: 'nickname may hold letters, digits, spaces and _ - . only',
  reserved: 'nickname must not name the exchange’s staff (admin, support, official, moderator)',
};

/** A nickname as the API accepts it: the cleaned form, or a 400 naming the problem. */
export const nicknameField = z.pipe(
  z.string().check(z.maxLength(NICKNAME_MAX * 8, NICKNAME_MESSAGES.tooLong)),
  z.transform((value, ctx) => {
    const problem = nicknameProblem(value);
    if (problem) {
      ctx.issues.push({ code: 'custom', message: NICKNAME_MESSAGES[problem], input: value });
      return z.NEVER;
    }
    return cleanNickname(value);
  }),
);

/**
 * The profile's own part: `avatar` the chosen avatar's path ('' for none), how many nickname
 * changes the limit leaves, and when the next one is possible when none is left (Unix ms, else null).
 */
export const profileSchema = z.object({
  uid: z.number().check(z.int()),
  nickname: z.string(),
  avatar: z.string(),
  nickname_changes_left: z.number().check(z.int(), z.gte(0)),
  nickname_retry_ms: z.nullable(z.number().check(z.int(), z.gte(0))),
});
export type Profile = z.output<typeof profileSchema>;

const profileFallback: Profile = { uid: 0, nickname: '', avatar: '', nickname_changes_left: 0, nickname_retry_ms: null };

/** The caller's profile (401 for guests). */
export const getProfile = defineCall({
  method: 'GET',
  path: '/apiw/v2/profile',
  request: z.strictObject({}),
  answer: ok(profileSchema),
  fallback: { code: 0, message: '', data: profileFallback },
});

/**
 * Changes the nickname (CSRF): 400 naming the problem (nicknameProblem), 429 past
 * NICKNAME_CHANGE_LIMIT. The same nickname again changes nothing and is not counted. Sets the
 * `nickname` cookie the header reads, and answers the profile.
 */
export const setNickname = defineCall({
  method: 'POST',
  path: '/apiw/v2/profile/nickname',
  request: z.strictObject({ nickname: nicknameField }),
  answer: ok(profileSchema),
  fallback: { code: 0, message: '', data: profileFallback },
});

/** Chooses one of the built-in avatars (CSRF), or `none` for the initial; answers the profile. */
export const setAvatar = defineCall({
  method: 'POST',
  path: '/apiw/v2/profile/avatar',
  request: z.strictObject({
    avatar: z.enum([...AVATARS, 'none'], { error: unlessMissing(`avatar must be one of ${AVATARS.join(', ')} or none`) }),
  }),
  answer: ok(profileSchema),
  fallback: { code: 0, message: '', data: profileFallback },
});
