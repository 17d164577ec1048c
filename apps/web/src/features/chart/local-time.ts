/**
 * The chart in the viewer's own time. lightweight-charts reads every timestamp as UTC and has no
 * time zones (its documentation: shift each timestamp by the zone's offset). `zoneShift` gives the
 * timestamp at which the chart, reading UTC, shows the wall-clock time of `timeZone`: a 1-hour
 * candle opening at 00:00 UTC is labelled 09:00 in Tokyo, 05:30 in Kolkata, and its day breaks
 * fall on local midnights. Offsets change with summer time; each 15-minute span's offset is asked
 * of Intl once and kept (every zone changes its offset on a quarter hour).
 */

const SPAN_S = 900;

/** The zone's offset from UTC at `utcSeconds`, in seconds (east positive). */
export function zoneOffsetSeconds(format: Intl.DateTimeFormat, utcSeconds: number): number {
  const at = Math.floor(utcSeconds) * 1000;
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  // hourCycle h23 writes midnight as 0; an engine that writes it as 24 means the same instant
  const wall = Date.UTC(year, month - 1, day, hour % 24, minute, second);
  return Math.round((wall - at) / 1000);
}

/** The formatter reading a zone's wall clock; null for a zone Intl does not know. */
function wallClock(timeZone: string): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return null;
  }
}

/** The longest step back a zone's clock takes (summer time ends; Antarctica/Troll's is 2 hours). */
const MAX_FOLD_S = 7_200;

/**
 * UTC seconds → the seconds the chart shows as `timeZone`'s wall clock (UTC itself when the zone is
 * unknown). Always strictly increasing, as the chart requires (two bars at one time is an error):
 * where the clock steps back by D (summer time ends: 02:00–03:00 happens twice), the 2·D of real
 * time from D before the change to D after it is drawn at half speed over the D of wall clock it
 * spans, so labels there are up to D/2 off but no two bars share a time. Where the clock jumps
 * forward, the skipped hour is simply absent.
 */
export function zoneShift(timeZone: string | undefined): (utcSeconds: number) => number {
  const format = timeZone ? wallClock(timeZone) : null;
  if (!format) return (utcSeconds) => utcSeconds;
  const offsets = new Map<number, number>();
  const offsetOfSpan = (span: number) => {
    let offset = offsets.get(span);
    if (offset === undefined) {
      offset = zoneOffsetSeconds(format, span * SPAN_S);
      offsets.set(span, offset);
    }
    return offset;
  };
  return (utcSeconds) => {
    const span = Math.floor(utcSeconds / SPAN_S);
    // a step back of the clock within reach: the span boundary where the offset falls
    const reach = MAX_FOLD_S / SPAN_S;
    for (let s = span - reach + 1; s <= span + reach; s += 1) {
      const before = offsetOfSpan(s - 1);
      const after = offsetOfSpan(s);
      if (after >= before) continue;
      const change = s * SPAN_S;
      const fold = before - after;
      if (utcSeconds < change - fold || utcSeconds >= change + fold) continue;
      return change - fold + before + (utcSeconds - (change - fold)) / 2;
    }
    return utcSeconds + offsetOfSpan(span);
  };
}

/** The browser's own time zone (the chart's default), or undefined where Intl cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
