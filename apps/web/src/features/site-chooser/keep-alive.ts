/**
 * The exchange selector's keep-alive (spec doc 2 §4 "Turkish site chooser", §9): it opens when
 * the stored choice has expired; Cancel keeps it away 1 day, Confirm 1 day or 7 with "Don't show
 * again for 7 days" ticked; Confirm with the Turkey site chosen goes there. The clock is passed in.
 *
 * The cookie holds the choice and the epoch millisecond it lasts until (`tr:1764000000000`), so
 * the rule holds even if a browser keeps the cookie past its expiry; anything else is no choice.
 */

export const SITE_CHOICE_COOKIE = 'site_choice';
export const KEEP_DAYS = { short: 1, long: 7 } as const;
const DAY_MS = 86_400_000;

/** `tr`: the Turkey site; `global`: this one; `none`: cancelled. */
export type SiteChoice = 'tr' | 'global';
type Stored = SiteChoice | 'none';

export interface StoredChoice {
  readonly choice: Stored;
  readonly until: number;
}

export function parseStoredChoice(value: string | undefined): StoredChoice | null {
  const match = /^(tr|global|none):(\d{1,15})$/.exec(value ?? '');
  return match ? { choice: match[1] as Stored, until: Number(match[2]) } : null;
}

/** Whether the selector opens: the site offers another, the visitor is from there, no live choice is stored. */
export function showsSiteChooser(input: {
  readonly offers: boolean;
  readonly fromThere: boolean;
  readonly stored: string | undefined;
  readonly now: number;
}): boolean {
  if (!input.offers || !input.fromThere) return false;
  const stored = parseStoredChoice(input.stored);
  return !stored || stored.until <= input.now;
}

export type ChooserAction = { readonly kind: 'cancel' } | { readonly kind: 'confirm'; readonly choice: SiteChoice; readonly dontShowFor7Days: boolean };

export interface ChooserOutcome {
  readonly cookie: { readonly name: string; readonly value: string; readonly expires: Date };
  /** go to the offered site (Confirm with it chosen) */
  readonly leave: boolean;
}

export function chooserOutcome(action: ChooserAction, now: number): ChooserOutcome {
  const days = action.kind === 'confirm' && action.dontShowFor7Days ? KEEP_DAYS.long : KEEP_DAYS.short;
  const until = now + days * DAY_MS;
  const choice: Stored = action.kind === 'confirm' ? action.choice : 'none';
  return {
    cookie: { name: SITE_CHOICE_COOKIE, value: `${choice}:${until}`, expires: new Date(until) },
    leave: action.kind === 'confirm' && action.choice === 'tr',
  };
}
