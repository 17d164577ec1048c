import { PASSKEY_NAME_MAX } from '@exchange/contract/passkeys';

/** What is wrong with a passkey name as typed (the API's rule, packages/contract/src/passkeys.ts), or null. */
export type NameProblem = 'empty' | 'tooLong' | 'invalid';

export function nameProblem(name: string): NameProblem | null {
  if (name.trim() === '') return 'empty';
  if (name.length > PASSKEY_NAME_MAX) return 'tooLong';
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u.test(name)) return 'invalid';
  return null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * The browser and system a new passkey is made in, for its first name ("Chrome on Windows", the
 * catalog's wording); either is absent when not recognised. Product names are not translated.
 */
export function deviceOf(userAgent: string): { browser?: string; system?: string } {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return { ...(browser ? { browser } : {}), ...(system ? { system } : {}) };
}
