import { z } from 'zod/mini';
import './define';

/**
 * One WebSocket stream, declared once and used by both sides (docs/ARCHITECTURE.md "Live data"): the API's hub
 * builds each update's `result` as a value of `z.input<update>` and encodes it with
 * `encodeUpdate`; the browser's one socket client (apps/web/src/lib/live) decodes with
 * `decodeUpdate` and the same schema. The envelope is Gate v4's
 * (`{time, time_ms, channel, event, error, result}`) plus `seq`.
 *
 * **`seq`**: on every `update`, a number per topic (`topicOf`), counted by the hub per instance:
 * +1 per update the hub publishes on that topic. A message is serialised once and shared by every
 * connection that wants it; a connection the hub skips (it does not keep up) misses numbers, which
 * is how a client sees a gap. The current state a subscribe sends one connection carries the
 * topic's current number (not a new one), so it sets the client's baseline. A client sets its
 * baseline from the first update of a topic after (re)subscribing.
 */

/** Which socket of the site table (`websocket.spot` / `websocket.futures`). */
export type StreamEndpoint = 'spot' | 'futures';

/**
 * How a client catches up after a gap in `seq` or silence past `silenceMs`: subscribe again (the hub
 * sends the current state on subscribe) or read the feature's snapshot call (its subscription still
 * stands on the hub).
 */
export type Resync = 'resubscribe' | 'snapshot';

export interface StreamDef<Sub extends z.ZodMiniType, Upd extends z.ZodMiniType> {
  /** the wire name */
  readonly channel: string;
  readonly endpoint: StreamEndpoint;
  /** the payload of a subscribe request */
  readonly subscribe: Sub;
  /** the `result` of an update */
  readonly update: Upd;
  /** the topic an update belongs to: a pair, `!all`, `1m_BTC_USDT`, a room, `self` */
  readonly topicOf: (result: z.output<Upd>) => string;
  readonly resync: Resync;
  /** an update is expected on a subscribed topic at least this often; absent: the channel has no cadence of its own */
  readonly silenceMs?: number;
  /** false: declared ahead of the hub serving it (its channel is refused until then) */
  readonly published: boolean;
}

export type AnyStream = StreamDef<z.ZodMiniType, z.ZodMiniType>;

export function defineStream<Sub extends z.ZodMiniType, Upd extends z.ZodMiniType>(def: StreamDef<Sub, Upd>): StreamDef<Sub, Upd> {
  return def;
}

/** What the hub builds as an update's result. */
export type UpdateInput<S> = S extends StreamDef<z.ZodMiniType, infer U> ? z.input<U> : never;
/** What the browser reads from an update's result. */
export type UpdateOf<S> = S extends StreamDef<z.ZodMiniType, infer U> ? z.output<U> : never;
/** A subscribe request's payload. */
export type PayloadOf<S> = S extends StreamDef<infer P, z.ZodMiniType> ? z.input<P> : never;

/** An update's text as the hub sends it: Gate's envelope, the declared channel, `event: 'update'`, and `seq`. */
export function encodeUpdate<S extends AnyStream>(stream: S, nowMs: number, result: UpdateInput<S>, seq: number): string {
  return JSON.stringify({ time: Math.floor(nowMs / 1000), time_ms: nowMs, channel: stream.channel, event: 'update', error: null, result, seq });
}

/** A decoded update: its stream, topic, seq and parsed result. */
export interface Decoded<S extends AnyStream = AnyStream> {
  readonly stream: S;
  readonly topic: string;
  readonly seq: number;
  readonly result: UpdateOf<S>;
}

const updateEnvelope = z.object({
  channel: z.string(),
  event: z.literal('update'),
  seq: z.number().check(z.int(), z.gte(0)),
  result: z.unknown(),
});

/**
 * The update in `message` (already JSON-parsed) of one of `streams`, or null: not an update, a channel
 * not among them, a result off its schema, no `seq`. Never throws.
 */
export function decodeUpdate(streams: readonly AnyStream[], message: unknown): Decoded | null {
  const envelope = updateEnvelope.safeParse(message);
  if (!envelope.success) return null;
  const stream = streams.find((s) => s.channel === envelope.data.channel);
  if (!stream) return null;
  const result = stream.update.safeParse(envelope.data.result);
  if (!result.success) return null;
  return { stream, topic: stream.topicOf(result.data), seq: envelope.data.seq, result: result.data };
}
