import type { KycApplication, KycApplyLevel, KycStatusAnswer, KycUpdate } from '@exchange/contract/kyc-apply';
import { KYC_DOCS_WITH_BACK, type KycDocType, type KycFileField } from '@exchange/contract/kyc-apply';
import { kycLevelOf, type KycLevel } from '@exchange/contract/kyc-level';

/**
 * The KYC centre's pure rules: what the page shows for a status, how a pushed change (`user.kyc`)
 * moves it, which images and fields the form asks for. No React here.
 */

/** The level one may apply for from a level, with this last application (none while one is pending). */
export function nextLevelFor(level: KycLevel, application: KycApplication | null): KycApplyLevel | null {
  if (application?.status === 'pending') return null;
  if (level === '0' || level === '0.5') return '1';
  if (level === '1') return '2';
  return null;
}

/** The status after a pushed change: the application as it now stands, the level its `verified` code stands for. */
export function withUpdate(status: KycStatusAnswer, update: KycUpdate): KycStatusAnswer {
  const level = kycLevelOf(update.verified) ?? status.level;
  // a push about an older application than the one shown changes nothing
  if (status.application && update.application.id < status.application.id) return status;
  return { ...status, level, verified: update.verified, application: update.application, next_level: nextLevelFor(level, update.application) };
}

/** The status once an application was accepted (the answer of the apply call). */
export function withApplication(status: KycStatusAnswer, application: KycApplication): KycStatusAnswer {
  return { ...status, application, next_level: nextLevelFor(status.level, application) };
}

/** The images an application of `level` with a document of `docType` asks for, in the form's order. */
export function imageFieldsFor(level: KycApplyLevel, docType: KycDocType): KycFileField[] {
  return ['front', ...(KYC_DOCS_WITH_BACK.includes(docType) ? (['back'] as const) : []), 'selfie', ...(level === '2' ? (['proof'] as const) : [])];
}

/** The latest birth date of an applicant old enough (YYYY-MM-DD, UTC): the date field's `max`. */
export function latestBirthDate(now: Date, minAge: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - minAge, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export interface CountryOption {
  readonly code: string;
  readonly name: string;
}

/**
 * The countries sorted by their name in the page's language (codes without a name keep the code).
 * Computed on the server only: the browser's ICU may name or order countries differently, and the
 * page must hydrate with the server's text.
 */
export function countryOptions(codes: readonly string[], locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  return codes.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The catalog key of a level's name (`kycCenter.levels.<key>`). */
export function levelKey(level: KycLevel): 'l0' | 'l05' | 'l1' | 'l2' | 'l3' | 'company' {
  const keys = { '0': 'l0', '0.5': 'l05', '1': 'l1', '2': 'l2', '3': 'l3', company: 'company' } as const;
  return keys[level];
}

/** A whole USD limit (decimal text) as the locale writes it, never through a JavaScript number: "1,000,000". */
export function limitText(amount: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount as Intl.StringNumericLiteral);
  } catch {
    return amount;
  }
}
