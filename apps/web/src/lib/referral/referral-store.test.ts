import { describe, expect, it, vi } from 'vitest';
import { NO_REFERRAL } from './referral';
import { publishReferral, referralSnapshot, subscribeReferral } from './referral-store';

describe('referral store', () => {
  it('announces a change once to each subscriber, and nothing for the same state', () => {
    const heard = vi.fn();
    const stop = subscribeReferral(heard);
    const next = { ...NO_REFERRAL, ref_uid: 'abc', ref_channel: 'tw' };
    publishReferral(next);
    publishReferral({ ...next });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(referralSnapshot()).toEqual(next);
    stop();
    publishReferral(NO_REFERRAL);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
