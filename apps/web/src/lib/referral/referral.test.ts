import { describe, expect, it } from 'vitest';
import { INVITE_CLOSED, INVITE_UNKNOWN, REFERRAL_COOKIE_SECONDS } from '@exchange/contract/referral-codes';
import { NO_REFERRAL, needsVerify, readLinkReferral, readStoredReferral, referralCookieOptions, referralWrites } from './referral';

const link = (query: string) => readLinkReferral(new URLSearchParams(query));

describe('a link’s referral', () => {
  it('reads ref, ref_type, ch and group', () => {
    expect(link('ref=AbC_12-x&ref_type=kol&ch=twitter.q4&group=g7')).toEqual({ ref: 'AbC_12-x', refType: 'kol', channel: 'twitter.q4', group: 'g7' });
    expect(link('ref=AbC')).toEqual({ ref: 'AbC', refType: '', channel: '', group: '' });
  });

  it.each(['', 'ch=x', 'ref=', 'ref=a%20b', 'ref=<script>', `ref=${'a'.repeat(33)}`, 'ref=a;b', 'ref=%0d%0aSet-Cookie:x=1', 'ref=../x'])(
    'no valid ref, nothing happens: %s',
    (query) => expect(link(query)).toBeNull(),
  );

  it('drops malformed extras, keeps the code', () => {
    expect(link('ref=abc&ref_type=a%3Bb&ch=%22x&group=' + 'g'.repeat(65))).toEqual({ ref: 'abc', refType: '', channel: '', group: '' });
  });
});

describe('stored state', () => {
  it('reads the cookies, each value checked', () => {
    const jar: Record<string, string> = { ref_uid: 'abc', ref_type: 'kol', ref_channel: 'tw', group_id: 'g1' };
    expect(readStoredReferral((n) => jar[n])).toEqual({ ref_uid: 'abc', ref_type: 'kol', ref_channel: 'tw', group_id: 'g1' });
    const forged: Record<string, string> = { ref_uid: 'a b', ref_type: '<x>', ref_channel: 'x'.repeat(65), group_id: 'ok' };
    expect(readStoredReferral((n) => forged[n])).toEqual({ ...NO_REFERRAL, group_id: 'ok' });
    expect(readStoredReferral(() => undefined)).toEqual(NO_REFERRAL);
  });

  it('only a different code is verified', () => {
    const stored = { ...NO_REFERRAL, ref_uid: 'abc' };
    expect(needsVerify(link('ref=abc&ch=new'), stored)).toBe(false);
    expect(needsVerify(link('ref=abd'), stored)).toBe(true);
    expect(needsVerify(null, stored)).toBe(false);
    expect(needsVerify(link('ref=abc'), NO_REFERRAL)).toBe(true);
  });
});

describe('what a verdict writes', () => {
  const full = link('ref=NEW1&ref_type=kol&ch=tw&group=g2');
  it('0: the code and the extras the link carries', () => {
    expect(referralWrites(full!, 0)).toEqual([
      { name: 'ref_uid', value: 'NEW1' },
      { name: 'ref_type', value: 'kol' },
      { name: 'ref_channel', value: 'tw' },
      { name: 'group_id', value: 'g2' },
    ]);
    expect(referralWrites(link('ref=NEW1')!, 0)).toEqual([{ name: 'ref_uid', value: 'NEW1' }]);
  });

  it('10530135: channel and group only', () => {
    expect(referralWrites(full!, INVITE_CLOSED)).toEqual([
      { name: 'ref_channel', value: 'tw' },
      { name: 'group_id', value: 'g2' },
    ]);
    expect(referralWrites(link('ref=NEW1')!, INVITE_CLOSED)).toEqual([]);
  });

  it.each([INVITE_UNKNOWN, -1, 1, 500])('%i: nothing', (code) => expect(referralWrites(full!, code)).toEqual([]));

  it('14-day cookies, readable, Secure on https', () => {
    expect(referralCookieOptions(true)).toEqual({ path: '/', maxAge: REFERRAL_COOKIE_SECONDS, sameSite: 'lax', secure: true, httpOnly: false });
    expect(REFERRAL_COOKIE_SECONDS).toBe(14 * 86_400);
  });
});
