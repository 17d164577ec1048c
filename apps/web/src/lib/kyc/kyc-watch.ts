import type { KycUpdate } from '@exchange/contract/kyc-apply';
import { userKyc } from '@exchange/contract/streams';
import { followUserStream } from '@/lib/live/user-stream';

/**
 * One subscription to the user's `user.kyc` stream (streams.ts `userKyc`) for everything on the
 * page that follows it (the KYC tip bar, the KYC notice, the KYC centre): started with the first
 * watcher, stopped with the last. A watcher that comes later hears the latest update at once.
 * Loaded after hydration (it carries the contract's schemas).
 */
export interface KycWatcher {
  readonly onUpdate: (update: KycUpdate) => void;
  /** subscribed again, or updates were missed: read the state again */
  readonly onResync?: () => void;
}

const watchers = new Set<KycWatcher>();
let stop: (() => void) | null = null;
let latest: KycUpdate | null = null;
let subscribedOnce = false;

function resync(): void {
  for (const w of watchers) w.onResync?.();
}

/** Follows the stream on the socket at `url` for `watcher`; returns the function that stops following. */
export function watchKyc(url: string, watcher: KycWatcher): () => void {
  watchers.add(watcher);
  if (latest) watcher.onUpdate(latest);
  if (!stop) {
    subscribedOnce = false;
    stop = followUserStream(url, userKyc, {
      onUpdate: (update) => {
        latest = update;
        for (const w of watchers) w.onUpdate(update);
      },
      // the first subscribe needs no read: the page was rendered with the state
      onSubscribed: () => {
        if (subscribedOnce) resync();
        subscribedOnce = true;
      },
      onResync: resync,
    });
  }
  return () => {
    watchers.delete(watcher);
    if (watchers.size === 0) {
      stop?.();
      stop = null;
      latest = null;
    }
  };
}
