import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_AUTOSAVE_MS, type ChartState } from '@exchange/contract/chart';
import { Autosaver } from './autosave';

const state = (resolution: ChartState['resolution']): ChartState => ({ v: 1, pair: 'BTC_USDT', resolution, indicators: [] });

function setup(loggedIn = true) {
  const local: ChartState[] = [];
  const remote: string[] = [];
  const exit: string[] = [];
  const saver = new Autosaver({
    writeLocal: (s) => local.push(s),
    saveRemote: (j) => remote.push(j),
    saveOnExit: (j) => exit.push(j),
    loggedIn: () => loggedIn,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
  return { saver, local, remote, exit };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Autosaver', () => {
  it('writes local storage at once and the API 2 s after the last change, once', () => {
    const { saver, local, remote } = setup();
    saver.change(state('5'));
    vi.advanceTimersByTime(CHART_AUTOSAVE_MS - 1);
    saver.change(state('15'));
    vi.advanceTimersByTime(CHART_AUTOSAVE_MS - 1);
    expect(local).toHaveLength(2);
    expect(remote).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(remote.map((j) => JSON.parse(j).resolution)).toEqual(['15']);
    vi.advanceTimersByTime(10 * CHART_AUTOSAVE_MS);
    expect(remote).toHaveLength(1);
  });
  it('sends what is pending at once with keepalive when the page goes, and nothing twice', () => {
    const { saver, remote, exit } = setup();
    saver.change(state('5'));
    saver.exit();
    expect(exit.map((j) => JSON.parse(j).resolution)).toEqual(['5']);
    vi.advanceTimersByTime(CHART_AUTOSAVE_MS);
    saver.exit();
    expect(remote).toEqual([]);
    expect(exit).toHaveLength(1);
  });
  it('does not send the restored state back, nor an unchanged one; a touch does', () => {
    const { saver, remote } = setup();
    saver.baseline(state('60'));
    saver.change(state('60'));
    vi.advanceTimersByTime(CHART_AUTOSAVE_MS);
    expect(remote).toEqual([]);
    saver.touch(state('60'));
    vi.advanceTimersByTime(CHART_AUTOSAVE_MS);
    expect(remote).toHaveLength(1);
  });
  it('saves a pending change when the chart is removed', () => {
    const { saver, remote } = setup();
    saver.change(state('1D'));
    saver.dispose();
    expect(remote).toHaveLength(1);
    expect(saver.hasPending).toBe(false);
  });
  it('keeps a guest to local storage', () => {
    const { saver, local, remote, exit } = setup(false);
    saver.change(state('5'));
    vi.advanceTimersByTime(CHART_AUTOSAVE_MS);
    saver.exit();
    expect(local).toHaveLength(1);
    expect(remote).toEqual([]);
    expect(exit).toEqual([]);
  });
});
