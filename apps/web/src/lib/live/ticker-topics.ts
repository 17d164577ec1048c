import { subscribeMessage } from './live-feed';

/**
 * Which tickers a page's socket subscribes to. A page names the markets it shows (a row, a pair's
 * header) and gets only theirs: a trade page needs one pair, not the ~80 KiB a second of every
 * ticker (`!all`). Past MAX_NAMED_TICKERS (a list that is not virtualised) it takes every ticker
 * in one topic instead. The rules are pure (`wantedTopics`, `topicSteps`, `isSubscribeRefusal`);
 * `WatchedTickers` keeps the page's watched markets and sends the steps on the store's socket
 * (live-store.ts).
 */

/** The API's name for every ticker of the socket's site (docs/API.md "WebSocket"). */
export const ALL_TICKERS = '!all';

/**
 * Most tickers named one by one; more are taken as `!all`. The API allows 100 topics a socket,
 * `!all` and each chart's candles counting one each: named tickers, the switch to `!all` and four
 * charts stay under it.
 */
export const MAX_NAMED_TICKERS = 60;

/** What a socket is subscribed to on a tickers channel. */
export interface TickerTopics {
  readonly all: boolean;
  readonly names: ReadonlySet<string>;
}

export const NO_TOPICS: TickerTopics = { all: false, names: new Set() };

/** One message to send: subscribe or unsubscribe these names. */
export interface TopicStep {
  readonly event: 'subscribe' | 'unsubscribe';
  readonly names: readonly string[];
}

/** What the watched markets need: their names, or every ticker when there are too many or `everything` is asked. */
export function wantedTopics(watched: Iterable<string>, everything = false): TickerTopics {
  const names = new Set(watched);
  return everything || names.size > MAX_NAMED_TICKERS ? { all: true, names: new Set() } : { all: false, names };
}

/**
 * The messages that take a socket from `current` to `wanted`, in order. A watched market never
 * goes quiet in between: `!all` is subscribed before the names it replaces are dropped, and names
 * before `!all` is dropped. Between two sets of names the dropped ones go first, so the socket
 * never holds both sets (the API's topic limit).
 */
export function topicSteps(current: TickerTopics, wanted: TickerTopics): TopicStep[] {
  const steps: TopicStep[] = [];
  const step = (event: TopicStep['event'], names: readonly string[]) => {
    if (names.length > 0) steps.push({ event, names });
  };
  const dropped = [...current.names].filter((name) => !wanted.names.has(name));
  const added = [...wanted.names].filter((name) => !current.names.has(name));
  if (wanted.all && !current.all) {
    step('subscribe', [ALL_TICKERS]);
    step('unsubscribe', dropped);
  } else if (!wanted.all && current.all) {
    step('subscribe', added);
    step('unsubscribe', [ALL_TICKERS]);
  } else {
    step('unsubscribe', dropped);
    step('subscribe', added);
  }
  return steps;
}

/**
 * Whether a message is the API refusing a subscription on `channel` (an unknown market, too many
 * topics): its `error` is set. The store then takes `!all`, which the API always accepts.
 */
export function isSubscribeRefusal(raw: unknown, channel: string): boolean {
  if (typeof raw !== 'string' || !raw.includes('"error":{')) return false;
  try {
    const message: unknown = JSON.parse(raw);
    if (typeof message !== 'object' || message === null) return false;
    const { channel: on, event, error } = message as Record<string, unknown>;
    return on === channel && event === 'subscribe' && typeof error === 'object' && error !== null;
  } catch {
    return false;
  }
}

/** Sends one text message on the open socket; undefined while no socket is open. */
export type OpenSender = () => ((message: string) => void) | undefined;

/**
 * The markets a page shows (`watch`, counted per surface) and the socket's subscription for them:
 * brought up to date at most every `delayMs` as rows come and go in bursts (a scroll, a tab), at
 * once when a socket opens. A refused subscription switches to every ticker for the page's life.
 */
export class WatchedTickers {
  private readonly counts = new Map<string, number>();
  private topics: TickerTopics = NO_TOPICS;
  private everything = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly channel: string,
    private readonly delayMs: number,
    private readonly sender: OpenSender,
  ) {}

  /** A surface shows `name` until the returned function is called (once). */
  watch(name: string): () => void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    this.schedule();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(name) ?? 1) - 1;
      if (left > 0) this.counts.set(name, left);
      else this.counts.delete(name);
      this.schedule();
    };
  }

  /** A socket opened: it has no subscription yet. */
  opened(): void {
    this.topics = NO_TOPICS;
    this.sync();
  }

  /** The socket closed or was let go: the next one starts from nothing. */
  closed(): void {
    this.topics = NO_TOPICS;
  }

  /** A message from the socket; true when it was a refused subscription (then every ticker is asked for). */
  heard(raw: unknown): boolean {
    if (this.everything || !isSubscribeRefusal(raw, this.channel)) return false;
    this.everything = true;
    this.sync();
    return true;
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.sync();
    }, this.delayMs);
  }

  private sync(): void {
    const send = this.sender();
    if (!send) return;
    const wanted = wantedTopics(this.counts.keys(), this.everything);
    for (const step of topicSteps(this.topics, wanted)) send(subscribeMessage(this.channel, step.names, Date.now(), step.event));
    this.topics = wanted;
  }
}
