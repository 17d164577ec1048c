import { CHART_AUTOSAVE_MS, type ChartState } from '@exchange/contract/chart';

export interface AutosaveDeps {
  /** local storage: written at every change */
  readonly writeLocal: (state: ChartState) => void;
  /** the API save (logged in), CHART_AUTOSAVE_MS after the last change */
  readonly saveRemote: (json: string) => void;
  /** the API save as the page goes away (a keepalive request) */
  readonly saveOnExit: (json: string) => void;
  readonly loggedIn: () => boolean;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

/**
 * One chart's saving (spec doc 2 §4 "saved automatically on auto-save and before page unload",
 * §9 auto-save delay 2 s): every change goes to local storage at once; for a logged-in user the
 * last one goes to the API 2 s after changes stop, or at once when the page is hidden for good
 * (`exit`). A state equal to the last one saved is not sent again.
 */
export class Autosaver {
  private pending: string | undefined;
  private timer: unknown;
  private lastSent: string | undefined;

  constructor(private readonly deps: AutosaveDeps) {}

  /** The state the chart opened with (restored): not sent back. */
  baseline(state: ChartState): void {
    this.lastSent = JSON.stringify(state);
  }

  change(state: ChartState): void {
    this.deps.writeLocal(state);
    if (!this.deps.loggedIn()) return;
    const json = JSON.stringify(state);
    this.pending = json === this.lastSent ? undefined : json;
    this.clear();
    if (this.pending !== undefined) this.timer = this.deps.setTimeout(() => this.send(this.deps.saveRemote), CHART_AUTOSAVE_MS);
  }

  /** Save even when unchanged (a theme switch saves the chart, spec §4), after the usual delay. */
  touch(state: ChartState): void {
    this.lastSent = undefined;
    this.change(state);
  }

  /** The page is going away: what is pending leaves now, with keepalive. */
  exit(): void {
    this.send(this.deps.saveOnExit);
  }

  /** The chart is removed while the page stays: what is pending is saved now. */
  dispose(): void {
    this.send(this.deps.saveRemote);
  }

  get hasPending(): boolean {
    return this.pending !== undefined;
  }

  private send(how: (json: string) => void): void {
    this.clear();
    const json = this.pending;
    this.pending = undefined;
    if (json === undefined) return;
    this.lastSent = json;
    how(json);
  }

  private clear(): void {
    if (this.timer !== undefined) this.deps.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
