import type { Db } from '../../db/client';
import type { MarketKind, Tick } from '../../domain/prices';
import {
  RecentMinutes,
  bucketStart,
  isSecondsInterval,
  mergeCandles,
  minuteOfTick,
  queryCandles,
  type BucketRange,
  type CandleInterval,
  type CandleRow,
  type LiveCandles,
  type SecondsInterval,
} from '../candles';
import { encodeUpdate } from '@exchange/contract/define-stream';
import { futuresCandles, spotCandles } from '@exchange/contract/streams';
import { SecondsRecorder } from '../seconds';
import { keyOf, type MarketCatalog } from './catalog';

/**
 * One instrument's candles of one resolution, shared by every connection subscribed to it. Minute
 * resolutions: the period's figures before the forming minute (`closed`: candles_1m's part read
 * at the first subscription, then the minutes that closed since) and the forming minute (`live`).
 * Seconds resolutions read the SecondsRecorder's bar of `bucket`. A period closes (its last
 * message with `w: true`) when a tick of a later period comes, not by the clock: a market that
 * stops trading leaves its last period shown until its next trade.
 */
export interface CandleTopic {
  key: string;
  kind: MarketKind;
  name: string;
  interval: CandleInterval;
  /** spot.candlesticks or futures.candlesticks */
  stream: typeof spotCandles | typeof futuresCandles;
  /** the `seq` of the topic's last update (a topic's followers share it; a new topic starts from 0) */
  seq: number;
  subscribers: number;
  /** the start of the period shown */
  bucket: number;
  /** settles when the stored part is read (rejects when it could not be) */
  ready: Promise<void>;
  loaded: boolean;
  closed: CandleRow | null;
  live: CandleRow | null;
  /** the last message (`w: true`) of each period that closed since the last flush */
  finals: string[];
}

/** A topic keeps at most this many closed periods' last messages between two flushes (1s candles under a long WS_FLUSH_MS). */
const MAX_FINALS = 60;

/**
 * What this instance knows of candles beside candles_1m (LiveCandles, which the HTTP candles call
 * reads: each instrument's recent minutes and, for the instruments that keep them, its seconds
 * bars) and the candle topics the sockets follow, kept up to date by every tick. A topic's first
 * figures are built as the HTTP call builds its last candle, so both agree. Which topics changed
 * or closed a period since the last flush is kept here until `flushed`.
 */
export class CandleTopics implements LiveCandles {
  private readonly byKey = new Map<string, CandleTopic>();
  private readonly topicsOf = new Map<string, Set<CandleTopic>>();
  private readonly dirtyTopics = new Set<string>();
  private readonly closedTopics = new Set<CandleTopic>();
  private readonly seconds: SecondsRecorder;
  private readonly minutes: RecentMinutes;

  constructor(
    private readonly db: Db,
    catalog: MarketCatalog,
    /** how often the leader stores closed minutes (SIMULATOR_PERSIST_MS): how many recent minutes to keep */
    persistMs: number,
    private readonly clock: () => number,
  ) {
    this.seconds = new SecondsRecorder((kind, name) => catalog.keepsSeconds(kind, name));
    this.minutes = new RecentMinutes(2 + Math.ceil(persistMs / 60_000));
  }

  /** Ticks from NOTIFY: into the recent minutes, the seconds rings and the topics of their instruments. */
  onTicks(ticks: readonly Tick[]): void {
    for (const tick of ticks) {
      const key = keyOf(tick.kind, tick.name);
      this.minutes.record(key, tick);
      this.seconds.record(tick);
      const topics = this.topicsOf.get(key);
      if (topics) for (const topic of topics) this.applyToTopic(topic, tick);
    }
  }

  recentMinutes(kind: MarketKind, name: string): readonly CandleRow[] {
    return this.minutes.get(keyOf(kind, name));
  }

  secondsCandles(kind: MarketKind, name: string, interval: SecondsInterval, range: BucketRange): CandleRow[] {
    return this.seconds.candles(kind, name, interval, range);
  }

  /** Instruments with seconds rings on this instance, and their bytes (the bench prints it). */
  get secondsMemory(): { instruments: number; bytes: number } {
    return this.seconds.allocated;
  }

  get(key: string): CandleTopic | undefined {
    return this.byKey.get(key);
  }

  /** Whether any topic changed or closed a period since the last flush. */
  get changed(): boolean {
    return this.dirtyTopics.size > 0 || this.closedTopics.size > 0;
  }

  /** Whether the topic's figures changed since the last flush. */
  isDirty(key: string): boolean {
    return this.dirtyTopics.has(key);
  }

  /** After a flush: nothing changed, no period's last message waits. */
  flushed(): void {
    this.dirtyTopics.clear();
    for (const topic of this.closedTopics) topic.finals = [];
    this.closedTopics.clear();
  }

  /** The topic of `key` with one more subscriber (created, and its stored part read, for the first). */
  acquire(key: string, kind: MarketKind, name: string, interval: CandleInterval): CandleTopic {
    const existing = this.byKey.get(key);
    if (existing) {
      existing.subscribers += 1;
      return existing;
    }
    const nowSec = Math.floor(this.clock() / 1000);
    const topic: CandleTopic = {
      key,
      kind,
      name,
      interval,
      stream: kind === 'spot' ? spotCandles : futuresCandles,
      seq: 0,
      subscribers: 1,
      bucket: bucketStart(nowSec, interval),
      ready: Promise.resolve(),
      loaded: true,
      closed: null,
      live: null,
      finals: [],
    };
    this.byKey.set(key, topic);
    const instrument = keyOf(kind, name);
    const set = this.topicsOf.get(instrument) ?? new Set<CandleTopic>();
    set.add(topic);
    this.topicsOf.set(instrument, set);
    if (isSecondsInterval(interval)) {
      topic.bucket = this.seconds.newest(kind, name, interval) ?? topic.bucket;
    } else {
      topic.loaded = false;
      topic.ready = this.loadTopic(topic);
    }
    return topic;
  }

  /**
   * A minute-resolution topic's first figures, as the HTTP call builds them (loadCandles): the
   * stored minutes of its period before the instrument's oldest recent minute, then the recent
   * minutes. Until then its ticks are not applied: the recent minutes hold them.
   */
  private async loadTopic(topic: CandleTopic): Promise<void> {
    if (isSecondsInterval(topic.interval)) return;
    const instrument = keyOf(topic.kind, topic.name);
    const before = this.minutes.get(instrument)[0]?.t ?? Number.POSITIVE_INFINITY;
    const range: BucketRange = { first: topic.bucket, last: topic.bucket };
    const [stored] = await queryCandles(this.db, topic.kind, topic.name, topic.interval, range, before);
    topic.closed = stored ?? null;
    for (const minute of this.minutes.get(instrument)) if (minute.t >= before) this.applyMinute(topic, minute, false);
    topic.loaded = true;
  }

  /** One subscriber fewer: the last one forgets the topic. */
  release(key: string): void {
    const topic = this.byKey.get(key);
    if (!topic) return;
    topic.subscribers -= 1;
    if (topic.subscribers > 0) return;
    this.byKey.delete(key);
    this.topicsOf.get(keyOf(topic.kind, topic.name))?.delete(topic);
    this.closedTopics.delete(topic);
  }

  private applyToTopic(topic: CandleTopic, tick: Tick): void {
    if (!topic.loaded) return;
    if (!isSecondsInterval(topic.interval)) {
      const minute = minuteOfTick(tick);
      if (minute) this.applyMinute(topic, minute, true);
      return;
    }
    const bucket = bucketStart(Math.floor(tick.t / 1000), topic.interval);
    if (bucket < topic.bucket) return;
    if (bucket > topic.bucket) {
      this.closeWindow(topic);
      topic.bucket = bucket;
    }
    if (this.figures(topic)) this.dirtyTopics.add(topic.key);
  }

  /** A minute's figures so far into a minute-resolution topic; a later period closes the shown one (`live`: tell the subscribers). */
  private applyMinute(topic: CandleTopic, minute: CandleRow, live: boolean): void {
    const bucket = bucketStart(minute.t, topic.interval);
    if (bucket < topic.bucket) return;
    if (bucket > topic.bucket) {
      if (live) this.closeWindow(topic);
      topic.bucket = bucket;
      topic.closed = null;
      topic.live = null;
    }
    if (topic.live && topic.live.t > minute.t) return;
    if (topic.live && topic.live.t < minute.t) topic.closed = topic.closed ? mergeCandles(topic.closed, topic.live) : topic.live;
    topic.live = minute;
    if (live) this.dirtyTopics.add(topic.key);
  }

  /** Queues the shown period's last message (`w: true`) for the next flush. */
  private closeWindow(topic: CandleTopic): void {
    const row = this.figures(topic);
    if (!row) return;
    topic.seq += 1;
    topic.finals.push(this.candleMessage(topic, row, true, this.clock(), topic.seq));
    if (topic.finals.length > MAX_FINALS) topic.finals.shift();
    this.closedTopics.add(topic);
  }

  /** The shown period's figures so far (null: no trade in it yet). */
  figures(topic: CandleTopic): CandleRow | null {
    if (isSecondsInterval(topic.interval)) return this.seconds.bar(topic.kind, topic.name, topic.interval, topic.bucket);
    const row = topic.closed && topic.live ? mergeCandles(topic.closed, topic.live) : (topic.live ?? topic.closed);
    return row && { ...row, t: topic.bucket };
  }

  /** Gate's candle update (the contract's declaration): every value text, `n` = interval_name, `w: true` on a period's last message. */
  candleMessage(topic: CandleTopic, row: CandleRow, final: boolean, now: number, seq: number): string {
    const result = {
      t: String(row.t),
      v: row.v,
      c: row.c,
      h: row.h,
      l: row.l,
      o: row.o,
      n: `${topic.interval}_${topic.name}`,
      a: row.a,
      ...(final ? { w: true as const } : {}),
    };
    return encodeUpdate(topic.stream, now, result, seq);
  }
}
