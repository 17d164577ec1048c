'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getChartState, saveChartState, type ChartState } from '@exchange/contract/chart';
import { browserApi, browserRequest } from '../../lib/api/browser';
import { postKeepalive } from '../../lib/api/keepalive';
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
 * A chart record's saved life: restored once (the API's copy when logged in, local storage's,
 * or the defaults, as `restore` decides), then every change is written to local storage and, for
 * a logged-in user, to the API 2 s after the last change and at once on pagehide.
 * `value` is undefined until restored.
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
      saveOnExit: (json) => postKeepalive(saveChartState.path, { chart: chartId, state: json }),
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

  useEffect(() => {
    let live = true;
    const local = readLocalState(storage(), chartId);
    const load = loggedIn ? browserRequest(getChartState, { chart: chartId }).then((r) => (r.ok ? r.data.data.state : null)) : Promise.resolve(null);
    void load.then((api) => {
      if (!live) return;
      const restored = restoreRef.current(api, local);
      current.current = restored;
      saver.current?.baseline(recordRef.current(restored));
      setValue(restored);
    });
    return () => {
      live = false;
    };
  }, [chartId, loggedIn]);

  const set = useCallback((next: T) => {
    current.current = next;
    setValue(next);
    saver.current?.change(recordRef.current(next));
  }, []);
  const touch = useCallback(() => {
    if (current.current !== undefined) saver.current?.touch(recordRef.current(current.current));
  }, []);
  return { value, set, touch };
}
