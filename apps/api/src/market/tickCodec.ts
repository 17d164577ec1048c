import type { MarketKind, Tick } from '../domain/prices';

/**
 * Ticks travel between API instances as NOTIFY payloads on one channel. Postgres refuses a
 * payload of 8,000 bytes or more, so a batch is cut into chunks of JSON arrays of tuples below
 * MAX_PAYLOAD_BYTES, each decodable on its own.
 */
export const TICK_CHANNEL = 'market_ticks';
export const MAX_PAYLOAD_BYTES = 7_500;

const KINDS: readonly MarketKind[] = ['spot', 'futures', 'testnet'];

type Tuple = [
  number,
  string,
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  string,
  string,
  string,
  string,
  string,
];

function tupleOf(t: Tick): Tuple {
  return [
    KINDS.indexOf(t.kind),
    t.name,
    t.t,
    t.last,
    t.open24h,
    t.openUtc0,
    t.openUtc8,
    t.high24h,
    t.low24h,
    t.baseVolume,
    t.quoteVolume,
    t.bid,
    t.ask,
    t.minute.t,
    t.minute.o,
    t.minute.h,
    t.minute.l,
    t.minute.base,
    t.minute.quote,
  ];
}

/** Chunks of encoded ticks, each under MAX_PAYLOAD_BYTES (all ticks are plain ASCII). */
export function encodeTicks(ticks: readonly Tick[], maxBytes = MAX_PAYLOAD_BYTES): string[] {
  const chunks: string[] = [];
  let parts: string[] = [];
  let size = 2;
  for (const tick of ticks) {
    const part = JSON.stringify(tupleOf(tick));
    if (part.length + 3 > maxBytes) continue;
    if (size + part.length + 1 > maxBytes && parts.length > 0) {
      chunks.push(`[${parts.join(',')}]`);
      parts = [];
      size = 2;
    }
    parts.push(part);
    size += part.length + 1;
  }
  if (parts.length > 0) chunks.push(`[${parts.join(',')}]`);
  return chunks;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 64;

/** The ticks of one payload; malformed entries (or a malformed payload) are dropped. */
export function decodeTicks(payload: string): Tick[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const out: Tick[] = [];
  for (const entry of parsed) {
    if (!Array.isArray(entry) || entry.length !== 19) continue;
    const [kind, name, t, last, open24h, openUtc0, openUtc8, high24h, low24h, baseVolume, quoteVolume, bid, ask, mt, mo, mh, ml, mb, mq] = entry as unknown[];
    const k = typeof kind === 'number' ? KINDS[kind] : undefined;
    const texts = [name, last, open24h, openUtc0, openUtc8, high24h, low24h, baseVolume, quoteVolume, bid, ask, mo, mh, ml, mb, mq];
    if (!k || typeof t !== 'number' || typeof mt !== 'number' || !texts.every(isText)) continue;
    out.push({
      kind: k,
      name: name as string,
      t,
      last: last as string,
      open24h: open24h as string,
      openUtc0: openUtc0 as string,
      openUtc8: openUtc8 as string,
      high24h: high24h as string,
      low24h: low24h as string,
      baseVolume: baseVolume as string,
      quoteVolume: quoteVolume as string,
      bid: bid as string,
      ask: ask as string,
      minute: { t: mt, o: mo as string, h: mh as string, l: ml as string, base: mb as string, quote: mq as string },
    });
  }
  return out;
}
