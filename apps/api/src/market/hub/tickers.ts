import { encodeUpdate, type UpdateInput } from '@exchange/contract/define-stream';
import { futuresTickers, spotTickers } from '@exchange/contract/streams';
import { changePercent, type Tick } from '../../domain/prices';
import { ALL, WsError, type Endpoint } from '../protocol';
import { keyOf, type MarketCatalog } from './catalog';
import type { Channel, ChannelContext, Connection, FlushRound, RequestOf } from './channel';
import { Sequences } from './sequence';

type SpotTickerInput = Extract<UpdateInput<typeof spotTickers>, { currency_pair: string }>;
type FuturesTickerInput = Extract<UpdateInput<typeof futuresTickers>, { contract: string }>;

/** A connection's ticker subscriptions: named markets, and `!all` (every market of its site). */
interface Following {
  all: boolean;
  names: Set<string>;
}

/**
 * `spot.tickers` and `futures.tickers`: the latest figures of each market this instance heard
 * (coalesced: a later tick of a market replaces an earlier one until the flush), sent at each
 * flush to the connections following it, one message per market, or for `!all` one message per
 * flush with every changed market of the connection's site. Each message is serialised once per
 * flush for every connection that wants it. Each market's topic and each `!all` group has its own
 * `seq` (+1 per flush in which it changed), and every followed topic is published at a flush, even
 * when all its followers are skipped for not keeping up: they see the gap.
 */
export class TickerChannel implements Channel<'tickers'> {
  private readonly following = new Map<Connection, Following>();
  private readonly latest = new Map<string, Tick>();
  private readonly pending = new Map<string, Tick>();
  private readonly seq = new Sequences();

  constructor(
    private readonly context: ChannelContext,
    private readonly catalog: MarketCatalog,
  ) {}

  /** Ticks from NOTIFY: remembered and queued for the next flush. */
  onTicks(ticks: readonly Tick[]): void {
    for (const tick of ticks) {
      const key = keyOf(tick.kind, tick.name);
      this.latest.set(key, tick);
      this.pending.set(key, tick);
    }
  }

  topics(conn: Connection): number {
    const f = this.following.get(conn);
    return f ? f.names.size + (f.all ? 1 : 0) : 0;
  }

  drop(conn: Connection): void {
    this.following.delete(conn);
  }

  handle(conn: Connection, request: RequestOf<'tickers'>): void {
    const { context } = this;
    const base = { id: request.id, channel: request.channel, event: request.event };
    const f = this.following.get(conn) ?? { all: false, names: new Set<string>() };
    if (request.event === 'unsubscribe') {
      for (const name of request.names) {
        if (name === ALL) f.all = false;
        else f.names.delete(name);
      }
      return context.ack(conn, request);
    }
    const unknown = request.names.find((name) => name !== ALL && !this.catalog.allowed(conn.site, conn.kind, name));
    if (unknown !== undefined) return context.fail(conn, { ...base, code: WsError.badArgument, message: `Unknown currency pair: ${unknown}` });
    const added = request.names.filter((name) => (name === ALL ? !f.all : !f.names.has(name))).length;
    if (context.overLimit(conn, request, added)) return;
    for (const name of request.names) {
      if (name === ALL) f.all = true;
      else f.names.add(name);
    }
    this.following.set(conn, f);
    context.ack(conn, request);
    // The latest figures this instance has for the named markets, so a quiet market shows at once.
    for (const name of request.names) {
      const tick = name === ALL ? undefined : this.latest.get(keyOf(conn.kind, name));
      if (tick) context.send(conn, tickerMessage(conn.endpoint, tick, context.clock(), this.seq.current(keyOf(conn.kind, name))));
    }
  }

  flush(now: number): FlushRound | null {
    if (this.pending.size === 0) return null;
    /** a text per followed market that changed, and per followed `!all` group (a site's spot markets, or the futures or testnet contracts); null: nothing changed */
    const single = new Map<string, string>();
    const batches = new Map<string, string | null>();
    for (const [conn, f] of this.following) {
      if (f.all) {
        const group = groupOf(conn);
        if (!batches.has(group)) {
          const results = [...this.pending.values()].filter((t) => t.kind === conn.kind && this.catalog.allowed(conn.site, conn.kind, t.name));
          batches.set(group, results.length > 0 ? encodeTickers(conn.endpoint, now, results, this.seq.next(`all:${group}`)) : null);
        }
      }
      for (const name of f.names) {
        const key = keyOf(conn.kind, name);
        const tick = this.pending.get(key);
        if (tick && !single.has(key)) single.set(key, tickerMessage(conn.endpoint, tick, now, this.seq.next(key)));
      }
    }
    return {
      send: (conn) => {
        const f = this.following.get(conn);
        if (!f) return;
        const batch = f.all ? batches.get(groupOf(conn)) : undefined;
        if (batch) this.context.send(conn, batch);
        for (const name of f.names) {
          const text = single.get(keyOf(conn.kind, name));
          if (text) this.context.send(conn, text);
        }
      },
      end: () => this.pending.clear(),
    };
  }
}

/** The `!all` group of a connection: its site's spot markets, or the futures or testnet contracts. */
function groupOf(conn: Connection): string {
  return conn.kind === 'spot' ? `spot:${conn.site.key}` : conn.kind;
}

function tickerMessage(endpoint: Endpoint, tick: Tick, now: number, seq: number): string {
  return encodeTickers(endpoint, now, tick, seq);
}

/** One ticker, or the list of an `!all` flush, encoded with the endpoint's declaration. */
function encodeTickers(endpoint: Endpoint, now: number, ticks: Tick | Tick[], seq: number): string {
  if (endpoint === 'spot') return encodeUpdate(spotTickers, now, Array.isArray(ticks) ? ticks.map(spotTickerOf) : spotTickerOf(ticks), seq);
  return encodeUpdate(futuresTickers, now, Array.isArray(ticks) ? ticks.map(futuresTickerOf) : futuresTickerOf(ticks), seq);
}

function changesOf(t: Tick) {
  return {
    change_percentage: changePercent(t.last, t.open24h),
    change_utc0: changePercent(t.last, t.openUtc0),
    change_utc8: changePercent(t.last, t.openUtc8),
  };
}

/** The Gate-shaped spot ticker of an update (every value a string), with our `change_utc0` / `change_utc8`. */
export function spotTickerOf(t: Tick): SpotTickerInput {
  return {
    currency_pair: t.name,
    last: t.last,
    lowest_ask: t.ask,
    highest_bid: t.bid,
    ...changesOf(t),
    base_volume: t.baseVolume,
    quote_volume: t.quoteVolume,
    high_24h: t.high24h,
    low_24h: t.low24h,
  };
}

/** The futures ticker of an update (`volume_24h` in the quote currency). */
export function futuresTickerOf(t: Tick): FuturesTickerInput {
  return {
    contract: t.name,
    last: t.last,
    ...changesOf(t),
    volume_24h: t.quoteVolume,
    volume_24h_base: t.baseVolume,
    volume_24h_quote: t.quoteVolume,
    high_24h: t.high24h,
    low_24h: t.low24h,
    mark_price: t.last,
    index_price: t.last,
    funding_rate: '0.0001',
  };
}
