'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getChartState, saveChartState, type ChartState } from '@exchange/contract/chart';
import { browserApi, browserRequest } from '@/lib/api/browser';
import { TIMEOUT } from '@/lib/api/client';
import { postKeepalive } from '@/lib/api/keepalive';
import { Autosaver } from './autosave';
import { readLocalState, writeLocalState } from './chart-state';

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * A chart record's saved life: opened at once from local storage (or the defaults, as `restore`
 * decides); for a logged-in user the API's copy replaces it when it answers, unless the user has
 * changed something meanwhile. Every change is written to local storage and, for a logged-in
 * user, to the API 2 s after the last change and at once on pagehide.
 */
export function useSaved<T>(
  chartId: string,
  loggedIn: boolean,
  restore: (api: unknown, local: unknown) => T,
  toRecord: (value: T) => ChartState,
): { value: T | undefined; set: (next: T) => void; touch: () => void } {
  const [value, setValue] = useState<T | undefined>(undefined);
  const current = useRef<T | undefined>(undefined);
  const restoreRef = useRef(restore);
  const recordRef = useRef(toRecord);
  const loggedInRef = useRef(loggedIn);
  useEffect(() => {
    restoreRef.current = restore;
    recordRef.current = toRecord;
    loggedInRef.current = loggedIn;
  });
  const saver = useRef<Autosaver | null>(null);
  useEffect(() => {
    const created = new Autosaver({
      writeLocal: (state) => writeLocalState(storage(), chartId, state),
      saveRemote: (json) => void browserApi(saveChartState, { chart: chartId, state: json }),
      saveOnExit: (json) => postKeepalive(saveChartState.path, { chart: chartId, state: json }, TIMEOUT.browser),
      loggedIn: () => loggedInRef.current,
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    });
    saver.current = created;
    const exit = () => created.exit();
    window.addEventListener('pagehide', exit);
    return () => {
      window.removeEventListener('pagehide', exit);
      created.dispose();
      if (saver.current === created) saver.current = null;
    };
  }, [chartId]);

  // the user changed the value since it was opened (a late answer from the API then does not replace it)
  const changedByUser = useRef(false);
  useEffect(() => {
    let live = true;
    const local = readLocalState(storage(), chartId);
    // The chart opens at once from this browser's copy; a logged-in trader's saved state (the API)
    // replaces it when it answers. Waiting for that answer first put it in series with the chart's
    // own calls: a slow API (up to the browser timeout each) kept the chart loading twice as long.
    const opened = restoreRef.current(null, local);
    current.current = opened;
    changedByUser.current = false;
    saver.current?.baseline(recordRef.current(opened));
    setValue(opened);
    if (!loggedIn) return undefined;
    void browserRequest(getChartState, { chart: chartId }).then((r) => {
      if (!live) return;
      const restored = restoreRef.current(r.ok ? r.data.data.state : null, local);
      // what the server holds: a change is saved only when it differs from that
      saver.current?.baseline(recordRef.current(restored));
      if (changedByUser.current) {
        if (current.current !== undefined) saver.current?.change(recordRef.current(current.current));
        return;
      }
      // the same state keeps the same value (the chart does not load again)
      if (JSON.stringify(recordRef.current(restored)) === JSON.stringify(recordRef.current(opened))) return;
      current.current = restored;
      setValue(restored);
    });
    return () => {
      live = false;
    };
  }, [chartId, loggedIn]);

  const set = useCallback((next: T) => {
    changedByUser.current = true;
    current.current = next;
    setValue(next);
    saver.current?.change(recordRef.current(next));
  }, []);
  const touch = useCallback(() => {
    if (current.current !== undefined) saver.current?.touch(recordRef.current(current.current));
  }, []);
  return { value, set, touch };
}
