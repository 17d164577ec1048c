import { describe, expect, it } from 'vitest';
import { kycStatus, type KycApplication, type KycStatusAnswer } from '@exchange/contract/kyc-apply';
import { countryOptions, imageFieldsFor, latestBirthDate, levelKey, limitText, nextLevelFor, withApplication, withUpdate } from './kyc-center-rules';

const application = (over: Partial<KycApplication> = {}): KycApplication => ({
  id: 5,
  level: '1',
  status: 'pending',
  reject_reason: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  doc_type: 'passport',
  created_ms: 1,
  review_ms: 2,
  reviewed_ms: null,
  documents: [],
  ...over,
});
const base: KycStatusAnswer = { ...kycStatus.fallback.data, next_level: '1', countries: ['DE'] };

describe('kyc centre rules', () => {
  it('offers the next level unless an application is pending or the account is at the top', () => {
    expect(nextLevelFor('0', null)).toBe('1');
    expect(nextLevelFor('1', application({ status: 'approved' }))).toBe('2');
    expect(nextLevelFor('1', application({ status: 'rejected', level: '2' }))).toBe('2');
    expect(nextLevelFor('0', application())).toBeNull();
    expect(nextLevelFor('2', null)).toBeNull();
    expect(nextLevelFor('company', null)).toBeNull();
  });

  it('moves the page with a pushed change: pending, then approved with the new level', () => {
    const applied = withApplication(base, application());
    expect(applied).toMatchObject({ next_level: null, application: { status: 'pending' } });
    const approved = withUpdate(applied, { verified: 2, application: application({ status: 'approved', reviewed_ms: 3 }) });
    expect(approved).toMatchObject({ level: '1', verified: 2, next_level: '2', application: { status: 'approved' } });
    const rejected = withUpdate(applied, { verified: 0, application: application({ status: 'rejected', reject_reason: 'restricted_list' }) });
    expect(rejected).toMatchObject({ level: '0', next_level: '1', application: { reject_reason: 'restricted_list' } });
    // an older application's push does not replace the one shown
    expect(withUpdate(approved, { verified: 0, application: application({ id: 4, status: 'rejected' }) })).toBe(approved);
  });

  it('asks for the back of documents that have one, and the proof of address at level 2', () => {
    expect(imageFieldsFor('1', 'passport')).toEqual(['front', 'selfie']);
    expect(imageFieldsFor('1', 'id_card')).toEqual(['front', 'back', 'selfie']);
    expect(imageFieldsFor('2', 'driving_licence')).toEqual(['front', 'back', 'selfie', 'proof']);
  });

  it('bounds the birth date at 18 years before today', () => {
    expect(latestBirthDate(new Date('2026-12-07T10:00:00Z'), 18)).toBe('2008-12-07');
  });

  it('names and sorts the countries in the page’s language', () => {
    expect(countryOptions(['DE', 'AT', 'FR'], 'en').map((c) => c.name)).toEqual(['Austria', 'France', 'Germany']);
    expect(countryOptions(['DE'], 'de')[0]?.name).toBe('Deutschland');
  });

  it('writes limits in the locale’s digits without a JavaScript number, and keys the levels', () => {
    expect(limitText('1000000', 'en')).toBe('1,000,000');
    expect(limitText('10000000000000000001', 'en')).toBe('10,000,000,000,000,000,001');
    expect(limitText('50000', 'de')).toBe('50.000');
    expect(['0', '0.5', '1', '2', '3', 'company'].map((l) => levelKey(l as Parameters<typeof levelKey>[0]))).toEqual([
      'l0',
      'l05',
      'l1',
      'l2',
      'l3',
      'company',
    ]);
  });
});
