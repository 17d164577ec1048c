/**
 * The visitor's request headers the web server passes on with its own calls to the API (page
 * renders, referral capture), so the API resolves the same sub-site, protocol, address and
 * language the visitor's browser would. The guest page cache (server/page-cache.ts) keys a kept
 * page by each of them, or says why one changes no guest page.
 */
export const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'user-agent', 'accept-language'] as const;
