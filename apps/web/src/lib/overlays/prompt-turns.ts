/**
 * Self-opening prompts take turns (pure part; the store is PromptTurns.tsx). A
 * self-opening prompt is a dialog that opens because of who the visitor is, not because they
 * clicked something: the compliance notices, the KYC prompts, the site chooser, the gift prompt.
 * Each decides alone whether it is due; this decides which one shows: one at a time, by rank.
 */

/**
 * The ranks, first shown first. The compliance notices come first because they are regulatory:
 * a visitor must read (and acknowledge) that services are restricted where they are before being
 * asked to do anything else on the site, and the KYC offer that follows often makes sense only
 * after the notice (the low-KYC user in a limited country: "restricted" first, then "get
 * verified"). The KYC prompts next: they concern the account's access (the risk guide may not
 * even be closable). The site chooser after them: it changes where the visitor continues, which
 * is their choice once the account's obligations are known. Promotions (the gift prompt) last.
 */
export const PROMPT_ORDER = ['complianceNotice', 'kyc', 'siteChooser', 'gift'] as const;
export type PromptKind = (typeof PROMPT_ORDER)[number];

export interface Turns {
  /** the prompts due now and asking for a turn, in the order they asked */
  readonly waiting: readonly PromptKind[];
  /** the prompt that may show now */
  readonly holder: PromptKind | null;
  /**
   * the holder's dialog has opened: it keeps the turn until it closes, even if a prompt of a
   * higher rank asks later. Until then (its code still loading, or a prompt that asked in the
   * same moment), a higher rank takes the turn from it: nothing visible changes.
   */
  readonly shown: boolean;
}

export const NO_TURNS: Turns = { waiting: [], holder: null, shown: false };

/** The waiting prompt of the highest rank, or null. */
export function firstByRank(waiting: readonly PromptKind[]): PromptKind | null {
  return PROMPT_ORDER.find((kind) => waiting.includes(kind)) ?? null;
}

/**
 * Who holds the turn: a shown holder that still asks keeps it; otherwise, unless a user-opened
 * overlay is open (self-opening prompts then wait), the waiting prompt of the highest rank.
 */
export function settle(turns: Turns, userOverlayOpen: boolean): Turns {
  const { waiting, holder, shown } = turns;
  if (holder !== null && shown && waiting.includes(holder)) return turns;
  const next = userOverlayOpen ? null : firstByRank(waiting);
  if (next === holder) return turns;
  return { waiting, holder: next, shown: false };
}

/** A prompt is due and asks for a turn. */
export function asked(turns: Turns, kind: PromptKind, userOverlayOpen: boolean): Turns {
  const waiting = turns.waiting.includes(kind) ? turns.waiting : [...turns.waiting, kind];
  return settle(waiting === turns.waiting ? turns : { ...turns, waiting }, userOverlayOpen);
}

/** A prompt closed (or is no longer due): the turn passes on. */
export function released(turns: Turns, kind: PromptKind, userOverlayOpen: boolean): Turns {
  const waiting = turns.waiting.filter((k) => k !== kind);
  return settle(waiting.length === turns.waiting.length ? turns : { ...turns, waiting }, userOverlayOpen);
}

/** The holder's dialog has opened. */
export function markedShown(turns: Turns, kind: PromptKind): Turns {
  return turns.holder === kind && !turns.shown ? { ...turns, shown: true } : turns;
}
