/**
 * Longest request body (bytes) any call accepts. Defined once here: the API's body-limit
 * middleware enforces it, and the web server's front door refuses a longer body before forwarding.
 */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Longest request line and headers (bytes) the API's HTTP server reads: twice the web server's
 * (Node's default, 16 KiB), so a request the web server accepted and forwards, its forwarding
 * headers rewritten and added, always fits; longer ones are refused in JSON (parserRefusal.ts).
 */
export const API_MAX_HEADER_BYTES = 32 * 1024;

/** How many favourite markets a user may keep (the API enforces it; the browser's local list keeps to it too). */
export const MAX_FAVORITES = 200;
