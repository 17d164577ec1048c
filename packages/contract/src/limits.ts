/**
 * Longest request body (bytes) any call accepts. Defined once here: the API's body-limit
 * middleware enforces it, and the web server's front door refuses a longer body before forwarding.
 */
export const MAX_BODY_BYTES = 16 * 1024;
