import { describe, expect, it } from 'vitest';
import { asked, firstByRank, markedShown, NO_TURNS, PROMPT_ORDER, released, settle, type PromptKind, type Turns } from './prompt-turns';

const ask = (turns: Turns, ...kinds: PromptKind[]) => kinds.reduce((t, kind) => asked(t, kind, false), turns);

describe('prompt turns', () => {
  it('ranks the compliance notice first, then KYC, then the site chooser, then the gift prompt', () => {
    expect(PROMPT_ORDER).toEqual(['complianceNotice', 'kyc', 'siteChooser', 'gift']);
    expect(firstByRank(['gift', 'siteChooser', 'kyc'])).toBe('kyc');
    expect(firstByRank([])).toBeNull();
  });

  it('gives the turn to the highest rank whatever order they asked in', () => {
    expect(ask(NO_TURNS, 'gift', 'siteChooser', 'kyc', 'complianceNotice').holder).toBe('complianceNotice');
    expect(ask(NO_TURNS, 'siteChooser', 'kyc').holder).toBe('kyc');
  });

  it('a higher rank takes the turn from a holder that has not shown yet', () => {
    const kyc = ask(NO_TURNS, 'kyc');
    expect(kyc.holder).toBe('kyc');
    const both = ask(kyc, 'complianceNotice');
    expect(both.holder).toBe('complianceNotice');
    expect(both.shown).toBe(false);
  });

  it('a shown holder keeps the turn until it closes, then the next by rank gets it', () => {
    const shown = markedShown(ask(NO_TURNS, 'siteChooser'), 'siteChooser');
    const later = ask(shown, 'complianceNotice', 'gift');
    expect(later.holder).toBe('siteChooser');
    const afterChooser = released(later, 'siteChooser', false);
    expect(afterChooser).toEqual({ waiting: ['complianceNotice', 'gift'], holder: 'complianceNotice', shown: false });
    const afterNotice = released(markedShown(afterChooser, 'complianceNotice'), 'complianceNotice', false);
    expect(afterNotice.holder).toBe('gift');
    expect(released(afterNotice, 'gift', false)).toEqual(NO_TURNS);
  });

  it('a prompt that is no longer due before it shows gives the turn on', () => {
    const both = ask(NO_TURNS, 'complianceNotice', 'kyc');
    expect(released(both, 'complianceNotice', false).holder).toBe('kyc');
    // a waiting prompt that leaves does not disturb the holder
    expect(released(both, 'kyc', false)).toEqual({ waiting: ['complianceNotice'], holder: 'complianceNotice', shown: false });
  });

  it('marking shown only counts for the holder', () => {
    const both = ask(NO_TURNS, 'complianceNotice', 'kyc');
    expect(markedShown(both, 'kyc')).toBe(both);
    expect(markedShown(both, 'complianceNotice').shown).toBe(true);
  });

  it('while a user-opened overlay is open, prompts wait; then the first by rank gets the turn', () => {
    const waiting = ['gift', 'kyc'].reduce<Turns>((t, kind) => asked(t, kind as PromptKind, true), NO_TURNS);
    expect(waiting.holder).toBeNull();
    expect(settle(waiting, false).holder).toBe('kyc');
  });

  it('an overlay opened over a shown prompt leaves it; one opened before it shows takes the turn back', () => {
    const shown = markedShown(ask(NO_TURNS, 'kyc'), 'kyc');
    expect(settle(shown, true)).toBe(shown);
    const loading = ask(NO_TURNS, 'gift');
    expect(settle(loading, true).holder).toBeNull();
  });

  it('asking twice is asking once; releasing what never asked changes nothing', () => {
    const once = ask(NO_TURNS, 'kyc');
    expect(asked(once, 'kyc', false)).toBe(once);
    expect(released(once, 'gift', false)).toBe(once);
  });
});
