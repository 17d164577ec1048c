/**
 * The notice-settings switches' state (optimistic saves with rollback). Saves of one type are sent
 * one after another (see `serialByKey`), so their responses arrive in order; saves of different
 * types may overlap and answer in any order, so a response only ever settles its own type (an
 * older answer's list must not undo a newer choice on another switch).
 */
export interface Setting {
  readonly type: string;
  readonly enabled: boolean;
}

export interface SettingsState {
  /** what each switch shows */
  readonly shown: Readonly<Record<string, boolean>>;
  /** the value the server last confirmed for each type */
  readonly saved: Readonly<Record<string, boolean>>;
  /** the newest save per type: only its outcome may change what the switch shows */
  readonly latest: Readonly<Record<string, number>>;
}

function byType(list: readonly Setting[]): Record<string, boolean> {
  return Object.fromEntries(list.map((s) => [s.type, s.enabled]));
}

export function initialState(list: readonly Setting[]): SettingsState {
  const values = byType(list);
  return { shown: values, saved: values, latest: {} };
}

/** The user flipped a switch: show the new value at once. */
export function begin(state: SettingsState, type: string, enabled: boolean, id: number): SettingsState {
  return { ...state, shown: { ...state.shown, [type]: enabled }, latest: { ...state.latest, [type]: id } };
}

/** A save answered with every setting after it: record this type's value; show it unless a newer save of the type is under way. */
export function succeeded(state: SettingsState, type: string, id: number, list: readonly Setting[]): SettingsState {
  const value = list.find((s) => s.type === type)?.enabled ?? state.saved[type] ?? true;
  const saved = { ...state.saved, [type]: value };
  return { ...state, saved, shown: state.latest[type] === id ? { ...state.shown, [type]: value } : state.shown };
}

/** A save failed: put the switch back to the confirmed value, unless a newer save of the type is under way. */
export function failed(state: SettingsState, type: string, id: number): SettingsState {
  if (state.latest[type] !== id) return state;
  return { ...state, shown: { ...state.shown, [type]: state.saved[type] ?? true } };
}

/** Runs tasks with the same key one after another (in call order); different keys run side by side. */
export function serialByKey(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
