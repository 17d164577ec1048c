import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { knownDevices, users } from '../db/schema';
import { hashToken } from '../security/sessions';
import { createNotice } from './notices';

/** A browser as its User-Agent names it ('' when none of the well-known tokens is there). */
export type BrowserFamily = 'Edge' | 'Opera' | 'Firefox' | 'Chrome' | 'Safari' | '';
export type OsFamily = 'Windows' | 'Android' | 'iOS' | 'macOS' | 'Linux' | '';
/** The kind of device: a phone, a tablet, or anything else (a desktop or laptop, an unknown client). */
export type DeviceKind = 'desktop' | 'phone' | 'tablet';

export interface UserAgentInfo {
  readonly browser: BrowserFamily;
  readonly os: OsFamily;
  readonly device: DeviceKind;
}

/**
 * What a User-Agent says of the browser, its system and the kind of device, from well-known
 * tokens (the first 512 characters): iPads, Android without `Mobile`, and tablets that say so are
 * tablets; `Mobi`, iPhones and iPods are phones; anything else (an iPad that asks for the desktop
 * site says it is a Mac) is a desktop. Nothing here is trusted for security: it names sessions.
 */
export function userAgentInfo(userAgent: string | undefined): UserAgentInfo {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser: BrowserFamily = /Edg\//.test(ua)
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
  const os: OsFamily = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  const device: DeviceKind =
    /iPad|Tablet|PlayBook|Silk\//.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))
      ? 'tablet'
      : /Mobi|iPhone|iPod|Windows Phone/.test(ua)
        ? 'phone'
        : 'desktop';
  return { browser, os, device };
}

/** "Chrome on Windows"-style name of a User-Agent, from its well-known tokens; 'Unknown browser' otherwise. */
export function browserName(userAgent: string | undefined): string {
  const { browser, os } = userAgentInfo(userAgent);
  if (!browser) return os ? `A browser on ${os}` : 'Unknown browser';
  return os ? `${browser} on ${os}` : browser;
}

/** The web's sessions page (live sessions, ending them), where the "New login" notice leads. */
export const SESSIONS_PAGE = '/myaccount/security-setting/devices';

/**
 * After a successful login from the browser `deviceId` names (its device cookie,
 * security/cookies.ts): when the user has not logged in from it before, remember it and leave a
 * "New login" notice naming the browser (a sys_notice; the user may turn the type off), which links to the sessions page.
 */
export async function noteLoginDevice(db: Db, login: { userId: number; deviceId: string; userAgent: string | undefined; now: Date }): Promise<void> {
  const { userId, now } = login;
  const deviceHash = hashToken(login.deviceId);
  const added = await db.insert(knownDevices).values({ userId, deviceHash, firstSeen: now }).onConflictDoNothing().returning({ userId: knownDevices.userId });
  if (added.length === 0) return;
  const when = now.toISOString().slice(0, 16).replace('T', ' ');
  await createNotice(db, userId, {
    type: 'sys_notice',
    title: 'New login to your account',
    content: `${browserName(login.userAgent)} logged in at ${when} UTC. If this was not you, end that session on your sessions page and change your password.`,
    // a destination kind the web does not map leads to `extras.url` (its noticeDestination), as the wallet's notices do
    notification: { type: 'security', template_id: 'login_new_device', extras: { url: SESSIONS_PAGE }, template_args: {} },
    sentAt: now,
  });
}

/**
 * The hash of the browser's device id (its device cookie, security/cookies.ts; null: none
 * presented) when the account with this email has logged in from that browser before
 * (known_devices), else null: the login rate limit counts such a browser's failures apart
 * (security/rateLimit.ts), so failures from anywhere else never lock it out.
 */
export async function knownDeviceOf(db: Db, email: string, deviceId: string | null): Promise<string | null> {
  if (deviceId === null) return null;
  const deviceHash = hashToken(deviceId);
  const [row] = await db
    .select({ deviceHash: knownDevices.deviceHash })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(users.email, email), eq(knownDevices.deviceHash, deviceHash)))
    .limit(1);
  return row ? deviceHash : null;
}
