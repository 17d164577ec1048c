/**
 * Which tickers a page's socket subscribes to. A page names the markets it shows (a row, a pair's
 * header) and gets only theirs: a trade page needs one pair, not the ~80 KiB a second of every
 * ticker (`!all`). Past MAX_NAMED_TICKERS (a list that is not virtualised) it takes every ticker
 * in one topic instead. The rules are pure (`wantedTopics`, `topicSteps`); `WatchedTickers` keeps
 * the page's watched markets and sends the steps on the store's subscription (live-store.ts).
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

/** Sends one request on the open subscription; undefined while there is none. */
export type OpenSender = () => ((event: 'subscribe' | 'unsubscribe', names: string[]) => void) | undefined;

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

  /** A socket opened (or the subscription resyncs): the names to subscribe with, now the socket's; undefined when none are watched. */
  opened(): string[] | undefined {
    const wanted = wantedTopics(this.counts.keys(), this.everything);
    this.topics = wanted;
    const names = wanted.all ? [ALL_TICKERS] : [...wanted.names];
    return names.length > 0 ? names : undefined;
  }

  /** The socket closed or was let go: the next one starts from nothing. */
  closed(): void {
    this.topics = NO_TOPICS;
  }

  /** The API refused a subscription (an unknown market, too many topics): every ticker is asked for, which it always accepts. */
  refused(): void {
    if (this.everything) return;
    this.everything = true;
    this.sync();
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
    for (const step of topicSteps(this.topics, wanted)) send(step.event, [...step.names]);
    this.topics = wanted;
  }
}
