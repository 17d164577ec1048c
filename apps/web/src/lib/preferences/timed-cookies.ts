'use client';
import Cookies from 'js-cookie';

/**
 * Writes a cookie that keeps a prompt away until `expires` (KYC prompts, the exchange selector,
 * the business banner), or for the browser session without it: path `/`, SameSite=Lax, Secure on
 * https, readable by the server's next render. The name and value come from the features' pure
 * rules, never from the page's input.
 */
export function writeTimedCookie(cookie: { readonly name: string; readonly value: string; readonly expires?: Date }): void {
  const secure = window.location.protocol === 'https:';
  Cookies.set(cookie.name, cookie.value, { path: '/', sameSite: 'lax', secure, ...(cookie.expires ? { expires: cookie.expires } : {}) });
}
