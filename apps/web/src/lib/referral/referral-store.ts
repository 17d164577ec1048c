import { useSyncExternalStore } from 'react';
import { NO_REFERRAL, type ReferralState } from './referral';

/**
 * The page's referral state for islands (a sign-up form, an invite banner): one small typed store
 * (docs/ARCHITECTURE.md, rule 9: no window events). `ReferralSync` publishes what the cookies hold once the
 * page is up (proxy.ts may just have stored a new code); a subscriber hears of each change.
 */
let current: ReferralState = NO_REFERRAL;
const listeners = new Set<() => void>();

const same = (a: ReferralState, b: ReferralState) =>
  a.ref_uid === b.ref_uid && a.ref_type === b.ref_type && a.ref_channel === b.ref_channel && a.group_id === b.group_id;

/** Announces a new state; the same state again announces nothing. */
export function publishReferral(next: ReferralState): void {
  if (same(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeReferral(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function referralSnapshot(): ReferralState {
  return current;
}

/** The referral state; it re-renders the caller when it changes. */
export function useReferral(): ReferralState {
  return useSyncExternalStore(subscribeReferral, referralSnapshot, () => NO_REFERRAL);
}
