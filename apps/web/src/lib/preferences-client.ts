'use client';
import Cookies from 'js-cookie';
import { cookieAttributes, type CookieWrite } from './preference-rules';

/** Writes preference cookies decided by the pure rules in preference-rules.ts. */
export function writeCookies(writes: readonly CookieWrite[]): void {
  for (const write of writes) {
    const attributes = cookieAttributes(window.location.protocol, write.days);
    if (write.value === undefined) Cookies.remove(write.name, { path: attributes.path });
    else Cookies.set(write.name, write.value, attributes);
  }
}

export function readCookieValue(name: string): string | undefined {
  return Cookies.get(name);
}
