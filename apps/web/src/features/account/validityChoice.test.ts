import { describe, expect, it } from 'vitest';
import { INITIAL_VALIDITY, needsConfirmation, shownChoice, validityReducer, type ValidityEvent, type ValidityState } from './validityChoice';

const run = (events: readonly ValidityEvent[], from: ValidityState = INITIAL_VALIDITY): ValidityState => events.reduce(validityReducer, from);

describe('validityReducer', () => {
  it("sets the selection from the API's answer while the user has not chosen", () => {
    expect(run([{ type: 'fetched', frequency: 0 }])).toEqual({ current: 0, choice: 0, chosen: false, saved: false, known: true });
  });

  it("keeps the user's choice when the answer arrives after it (the current validity still updates)", () => {
    expect(
      run([
        { type: 'chose', frequency: 0 },
        { type: 'fetched', frequency: 1 },
      ]),
    ).toEqual({ current: 1, choice: 0, chosen: true, saved: false, known: true });
  });

  it('lets the user change their mind after the answer', () => {
    expect(
      run([
        { type: 'fetched', frequency: 1 },
        { type: 'chose', frequency: 2 },
        { type: 'chose', frequency: 0 },
      ]).choice,
    ).toBe(0);
  });

  it('a saved change is newer than a late answer', () => {
    const state = run([
      { type: 'chose', frequency: 0 },
      { type: 'saved', frequency: 0 },
      { type: 'fetched', frequency: 1 },
    ]);
    expect(state).toMatchObject({ current: 0, choice: 0, saved: true });
  });

  it('closing resets the selection to the current validity, and the next answer sets it again', () => {
    const closed = run([{ type: 'fetched', frequency: 1 }, { type: 'chose', frequency: 0 }, { type: 'closed' }]);
    expect(closed).toEqual({ current: 1, choice: 1, chosen: false, saved: false, known: true });
    expect(validityReducer(closed, { type: 'fetched', frequency: 2 }).choice).toBe(2);
  });

  it('closing after a save keeps the saved validity and clears the success line', () => {
    expect(run([{ type: 'fetched', frequency: 1 }, { type: 'chose', frequency: 2 }, { type: 'saved', frequency: 2 }, { type: 'closed' }])).toEqual({
      current: 2,
      choice: 2,
      chosen: false,
      saved: false,
      known: true,
    });
  });

  it('a save that lands after the dialog closed shows no stale success line on the next opening, and the answer then sets the selection', () => {
    const late = run([{ type: 'fetched', frequency: 1 }, { type: 'chose', frequency: 0 }, { type: 'closed' }, { type: 'saved', frequency: 0 }]);
    expect(late.saved).toBe(true);
    const reopened = validityReducer(late, { type: 'opened' });
    expect(reopened).toEqual({ current: 0, choice: 0, chosen: false, saved: false, known: true });
    expect(validityReducer(reopened, { type: 'fetched', frequency: 0 })).toEqual({ current: 0, choice: 0, chosen: false, saved: false, known: true });
  });
});

describe('shownChoice and needsConfirmation', () => {
  it('shows no validity as selected before the answer (the placeholder is not the user’s), then the answer or the user’s pick', () => {
    expect(shownChoice(INITIAL_VALIDITY)).toBeUndefined();
    expect(shownChoice(run([{ type: 'fetched', frequency: 1 }]))).toBe(1);
    expect(shownChoice(run([{ type: 'chose', frequency: 0 }]))).toBe(0);
    // known stays known across closing and opening: the last answer shows while the next is on its way
    expect(shownChoice(run([{ type: 'fetched', frequency: 0 }, { type: 'closed' }, { type: 'opened' }]))).toBe(0);
  });

  it('asks for the confirmation only for a change: never for the validity the user has, always while it is not known', () => {
    const known = run([{ type: 'fetched', frequency: 1 }]);
    expect(needsConfirmation(known)).toBe(false);
    expect(needsConfirmation(validityReducer(known, { type: 'chose', frequency: 2 }))).toBe(true);
    expect(
      needsConfirmation(
        run(
          [
            { type: 'chose', frequency: 2 },
            { type: 'chose', frequency: 1 },
          ],
          known,
        ),
      ),
    ).toBe(false);
    expect(
      needsConfirmation(
        run(
          [
            { type: 'chose', frequency: 0 },
            { type: 'saved', frequency: 0 },
          ],
          known,
        ),
      ),
    ).toBe(false);
    // picked before the answer: the placeholder matching the pick says nothing of the user's validity
    expect(needsConfirmation(INITIAL_VALIDITY)).toBe(true);
    expect(needsConfirmation(run([{ type: 'chose', frequency: 2 }]))).toBe(true);
  });
});
