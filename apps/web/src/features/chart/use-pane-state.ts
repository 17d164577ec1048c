'use client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_RESOLUTION, type ChartState } from '@exchange/contract/chart';
import { restoreChartState } from './chart-state';
import { pairFacts, type PairFacts } from './pair-facts';
import { isSecondsResolution } from './resolution';
import { useSaved } from './use-saved';

const asRecord = (state: ChartState) => state;

/**
 * One chart's state: restored and saved under its chart id, the page's pair forced on the page's
 * chart, and a seconds resolution dropped for a pair that turns out to record no seconds.
 */
export function usePaneState(options: {
  chartId: string;
  loggedIn: boolean;
  fixedPair: string | undefined;
  defaultPair: string;
  pairs: readonly string[];
  listedRate: (pair: string) => string | undefined;
}) {
  const { chartId, loggedIn, fixedPair, defaultPair, pairs, listedRate } = options;
  const restore = useCallback(
    (api: unknown, local: unknown) =>
      restoreChartState({ api, local, defaultPair, fixedPair, pairs: pairs.length > 0 ? pairs : undefined, hasSeconds: () => true }).state,
    [defaultPair, fixedPair, pairs],
  );
  const saved = useSaved(chartId, loggedIn, restore, asRecord);
  const value = useMemo(
    () => (saved.value && fixedPair && saved.value.pair !== fixedPair ? { ...saved.value, pair: fixedPair } : saved.value),
    [saved.value, fixedPair],
  );

  const [facts, setFacts] = useState<{ pair: string; facts: PairFacts } | undefined>(undefined);
  const pair = value?.pair;
  useEffect(() => {
    if (!pair) return undefined;
    let live = true;
    void pairFacts(pair, listedRate(pair)).then((f) => live && setFacts({ pair, facts: f }));
    return () => {
      live = false;
    };
  }, [pair, listedRate]);
  const known = facts && facts.pair === pair ? facts.facts : undefined;
  const state = useMemo(
    () => (value && known && !known.hasSeconds && isSecondsResolution(value.resolution) ? { ...value, resolution: DEFAULT_RESOLUTION } : value),
    [value, known],
  );

  const { set } = saved;
  const update = useCallback((change: (s: ChartState) => ChartState) => state && set(change(state)), [state, set]);
  return { state, facts: known, update, touch: saved.touch };
}
