'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChartResolution, SavedIndicator } from '@exchange/contract/chart';
import { ChartController, type ChartStatus } from './chart-controller';
import type { Datafeed } from './datafeed-types';
import type { ChartPalette } from './palette';

/**
 * One chart's controller, created on the box's ref (React 19 ref cleanup destroys it), fed the
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
  const paletteRef = useRef(palette);
  useEffect(() => {
    paletteRef.current = palette;
  });

  const attach = useCallback(
    (box: HTMLDivElement | null) => {
      if (!box) return undefined;
      const created = new ChartController(box, datafeed, paletteRef.current, setStatus);
      setController(created);
      return () => {
        created.destroy();
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
