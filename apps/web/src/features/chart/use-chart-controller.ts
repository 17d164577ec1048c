'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChartResolution, SavedIndicator } from '@exchange/contract/chart';
import { ChartController, type ChartStatus } from './chart-controller';
import type { Datafeed } from './datafeed-types';
import type { ChartPalette } from './palette';

/**
 * One chart's controller, created just after the box mounts (React 19 ref cleanup destroys it), fed the
 * pair, resolution, indicators, palette and alert lines as they change.
 */
export function useChartController(options: {
  datafeed: Datafeed;
  palette: ChartPalette;
  pair: string | undefined;
  resolution: ChartResolution | undefined;
  indicators: readonly SavedIndicator[];
  alerts: readonly { readonly id: string; readonly price: number }[];
  alertTitle: string;
  seriesTitle: (id: string) => string;
}) {
  const { datafeed, palette, pair, resolution, indicators, alerts, alertTitle, seriesTitle } = options;
  const [controller, setController] = useState<ChartController | null>(null);
  const [status, setStatus] = useState<ChartStatus>('loading');
  // a failure building the chart, thrown again while rendering so the chart's error boundary sees it
  const [, setFailure] = useState<unknown>(null);
  const paletteRef = useRef(palette);
  useEffect(() => {
    paletteRef.current = palette;
  });

  const attach = useCallback(
    (box: HTMLDivElement | null) => {
      if (!box) return undefined;
      // The chart is built in a task of its own, after the one that mounted the box: building it
      // (its DOM, canvases and first layout) inside React's commit made one long task of the
      // page's hydration and the chart's start, which kept a phone from answering a tap for longer.
      // A throw there would happen outside React, past the chart's error boundary: it is handed back.
      let created: ChartController | undefined;
      const timer = setTimeout(() => {
        try {
          created = new ChartController(box, datafeed, paletteRef.current, setStatus);
          setController(created);
        } catch (error) {
          setFailure(() => {
            throw error;
          });
        }
      }, 0);
      return () => {
        clearTimeout(timer);
        created?.destroy();
        setController(null);
      };
    },
    [datafeed],
  );

  useEffect(() => controller?.setPalette(palette), [controller, palette]);
  useEffect(() => {
    if (pair && resolution) controller?.load(pair, resolution);
  }, [controller, pair, resolution]);
  useEffect(() => controller?.setIndicators(indicators, seriesTitle), [controller, indicators, seriesTitle]);
  useEffect(() => controller?.setAlerts(alerts, alertTitle), [controller, alerts, alertTitle]);

  return { attach, controller, status };
}
