import { z } from 'zod/mini';
import { defineCall, ok } from './define';
import { TRACK_EVENTS_PATH } from './tracking-path';

/** Most events one call may carry. */
export const MAX_TRACK_EVENTS = 50;
/** Longest `events` field (characters of JSON); the body limit is 16 KiB anyway. */
export const MAX_TRACK_EVENTS_JSON = 16000;
/** Latest accepted `ts` (9999-12-31T23:59:59.999Z), so every value is a storable date. */
const MAX_TS = 253402300799999;

const token = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9_.:-]+$/, 'Use lowercase letters, digits and _ . : - only'));

/** One client event: what happened (`name`), on which button, on which page, when (client clock, ms). */
export const trackEventSchema = z.object({
  name: token,
  button: token,
  /** the page's path (no scheme or host), printable ASCII without spaces, as `location.pathname` gives it */
  page: z.string().check(z.minLength(1), z.maxLength(256), z.regex(/^\/[\x21-\x7e]*$/, 'page must be a path starting with /')),
  /** milliseconds since the epoch, client clock */
  ts: z.number().check(z.int(), z.gte(0), z.lte(MAX_TS)),
});
export type TrackEvent = z.output<typeof trackEventSchema>;

/**
 * The `events` field: a JSON-encoded array of 1..50 events (bodies are form-encoded, so the array
 * travels as one string). Malformed JSON is a validation issue, never a throw.
 */
export const trackEventsField = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(MAX_TRACK_EVENTS_JSON)),
    z.transform((text, ctx): unknown => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'events must be a JSON array', input: text });
        return z.NEVER;
      }
    }),
  ),
  z
    .array(trackEventSchema, 'events must be a JSON array')
    .check(z.minLength(1, 'events must hold at least one event'), z.maxLength(MAX_TRACK_EVENTS, `events may hold at most ${MAX_TRACK_EVENTS} events`)),
);

/** Records client click events (button names) for the request's site; guests and users alike. */
export const trackEvents = defineCall({
  method: 'POST',
  path: TRACK_EVENTS_PATH,
  request: z.object({ events: trackEventsField }),
  answer: ok(z.object({ accepted: z.number().check(z.int()) })),
  fallback: { code: 0, message: '', data: { accepted: 0 } },
});
