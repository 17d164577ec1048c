import type { FundPassFrequency } from '@exchange/contract/safety';

/** What the fund-password validity dialog knows of the validity and shows as chosen. */
export interface ValidityState {
  /** the user's validity as last known: the API's answer, or what the user has saved since */
  readonly current: FundPassFrequency;
  /** the selected validity (the radios) */
  readonly choice: FundPassFrequency;
  /** the user has picked a validity since the dialog opened: the API's answer no longer moves the selection */
  readonly chosen: boolean;
  /** a change was saved since the dialog opened (its success line shows) */
  readonly saved: boolean;
  /** the API has answered (or a change was saved): `current` is the user's validity, not the placeholder */
  readonly known: boolean;
}

export type ValidityEvent =
  /** the API's answer to getUserFrequency, asked when the dialog opens */
  | { readonly type: 'fetched'; readonly frequency: FundPassFrequency }
  /** the user picked a validity */
  | { readonly type: 'chose'; readonly frequency: FundPassFrequency }
  /** the confirmation saved a validity */
  | { readonly type: 'saved'; readonly frequency: FundPassFrequency }
  /** the dialog closed: the form resets to the current validity */
  | { readonly type: 'closed' }
  /**
   * the dialog opened: the same reset, for what arrived while it was closed (a confirmation whose
   * request was still on its way when it was cancelled and the dialog closed, answering 'saved')
   */
  | { readonly type: 'opened' };

/**
 * Before the API answers: "every time", the strictest (the call's own fallback), as a placeholder
 * that is never shown as the user's validity (shownChoice) nor taken for it (needsConfirmation).
 */
export const INITIAL_VALIDITY: ValidityState = { current: 2, choice: 2, chosen: false, saved: false, known: false };

/**
 * The dialog's validity as events arrive. The API's answer, which may come after the user has
 * already picked one, sets the selection only while the user has not chosen, and the current
 * validity only while nothing was saved (a saved change is newer than the answer).
 */
export function validityReducer(state: ValidityState, event: ValidityEvent): ValidityState {
  switch (event.type) {
    case 'fetched':
      return {
        ...state,
        current: state.saved ? state.current : event.frequency,
        choice: state.chosen || state.saved ? state.choice : event.frequency,
        known: true,
      };
    case 'chose':
      return { ...state, choice: event.frequency, chosen: true };
    case 'saved':
      return { ...state, current: event.frequency, choice: event.frequency, saved: true, known: true };
    case 'closed':
    case 'opened':
      return { ...state, choice: state.current, chosen: false, saved: false };
  }
}

/** The validity the radios show as selected: none until the API has answered or the user has picked one. */
export function shownChoice(state: ValidityState): FundPassFrequency | undefined {
  return state.known || state.chosen ? state.choice : undefined;
}

/**
 * Whether confirming needs the frequency dialog (a change to save): not when the selection is the
 * validity the user already has. Before the API has answered the current validity is not known,
 * so a confirmed selection is saved whatever it is.
 */
export function needsConfirmation(state: ValidityState): boolean {
  return !state.known || state.choice !== state.current;
}
