import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { knownDevices } from '../db/schema';
import type { AppEnv } from '../http/env';
import { hashToken } from '../security/sessions';
import { createNotice } from './notices';

/** A long-lived random id per browser (HttpOnly), so a login from a browser the user never used can be told. */
export const DEVICE_COOKIE = 'device_id';
const DEVICE_COOKIE_SECONDS = 400 * 24 * 3600;

/** "Chrome on Windows"-style name of a User-Agent, from its well-known tokens; 'Unknown browser' otherwise. */
export function browserName(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  if (!browser) return os ? `A browser on ${os}` : 'Unknown browser';
  return os ? `${browser} on ${os}` : browser;
}

/**
 * After a successful login: when this browser's device cookie is not one the user has logged in
 * from, remember it and leave a "New login" notice (a sys_notice; the user may turn the type off).
 */
export async function noteLoginDevice(c: Context<AppEnv>, db: Db, userId: number, now: Date): Promise<void> {
  let device = getCookie(c, DEVICE_COOKIE);
  if (!device || !/^[A-Za-z0-9_-]{20,64}$/.test(device)) {
    device = randomBytes(24).toString('base64url');
    setCookie(c, DEVICE_COOKIE, device, { path: '/', sameSite: 'Lax', secure: !c.var.insecureLocal, httpOnly: true, maxAge: DEVICE_COOKIE_SECONDS });
  }
  const deviceHash = hashToken(device);
  const added = await db.insert(knownDevices).values({ userId, deviceHash, firstSeen: now }).onConflictDoNothing().returning({ userId: knownDevices.userId });
  if (added.length === 0) return;
  const when = now.toISOString().slice(0, 16).replace('T', ' ');
  await createNotice(db, userId, {
    type: 'sys_notice',
    title: 'New login to your account',
    content: `${browserName(c.req.header('user-agent'))} logged in at ${when} UTC. If this was not you, change your password and contact support.`,
    notification: { type: 'profile', template_id: 'login_new_device', extras: {}, template_args: {} },
    sentAt: now,
  });
}
