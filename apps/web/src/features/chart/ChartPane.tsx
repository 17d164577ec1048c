'use client';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useTranslations } from 'next-intl';
import type { ChartLayout } from '@exchange/contract/chart';
import { useTick } from '@/lib/live/use-live';
import { withIndicator, withoutIndicator, type IndicatorType } from './chart-state';
import { ChartContextMenu, useChartContextMenu } from './ChartContextMenu';
import type { Datafeed } from './datafeed-types';
import { AlertsPopover } from './AlertsPopover';
import { defaultIndicator } from './indicator-form';
import { IndicatorsMenu } from './IndicatorsMenu';
import type { MenuChoices } from './menu-trigger';
import type { ChartPalette } from './palette';
import { priceText, quickOrderAllowed } from './quick-order';
import { PairPicker, ResolutionSelect } from './ToolbarControls';
import { useAlertCrossing, type AlertsApi } from './use-alerts';
import { useChartController } from './use-chart-controller';
import { usePaneState } from './use-pane-state';
import styles from './chart.module.css';

// An indicator's settings (a Radix dialog) load when first opened from the indicators menu.
const IndicatorDialog = dynamic(
  () =>
    loadIsland(
      'IndicatorDialog',
      import('./IndicatorDialog').then((m) => m.IndicatorDialog),
    ),
  { ssr: false },
);

export interface ChartPaneProps {
  readonly chartId: string;
  /** 1-based position, for the pane's accessible name */
  readonly number: number;
  /** the page's pair on the page's chart (chart 0); the others choose their own */
  readonly fixedPair: string | undefined;
  readonly defaultPair: string;
  readonly pairs: readonly string[];
  /** the id of the shared pair suggestions (<datalist>) */
  readonly pairListId: string;
  readonly listedRate: (pair: string) => string | undefined;
  readonly layout: ChartLayout;
  readonly loggedIn: boolean;
  readonly loginHref: string;
  readonly datafeed: Datafeed;
  readonly palette: ChartPalette;
  readonly alerts: AlertsApi;
  readonly onQuickOrder?: (order: { side: 'buy' | 'sell'; price: string }) => void;
}

/** One chart: its toolbar (pair, interval, indicators, alerts), the canvas with its context menu, and its saved state. */
export function ChartPane(props: ChartPaneProps) {
  const { chartId, fixedPair, layout, loggedIn, palette, alerts, onQuickOrder } = props;
  const t = useTranslations('chart');
  const { state, facts, update, touch } = usePaneState(props);
  const [editing, setEditing] = useState<{ type: IndicatorType; opener: HTMLElement | null } | null>(null);
  const [notice, setNotice] = useState('');
  const hintId = useId();
  const pair = state?.pair ?? props.defaultPair;
  const decimals = facts?.priceDecimals ?? 2;

  const pairAlerts = useMemo(() => alerts.active.filter((a) => a.pair === pair), [alerts.active, pair]);
  const lines = useMemo(() => pairAlerts.map((a) => ({ id: a.id, price: Number(a.price) })), [pairAlerts]);
  const prices = useMemo(() => lines.map((l) => l.price), [lines]);
  useAlertCrossing(useTick(pair)?.last, prices, alerts.refresh);

  const seriesTitle = useCallback((id: string) => (isSeriesId(id) ? t(`series.${id}`) : id), [t]);
  const { attach, controller, status } = useChartController({
    datafeed: props.datafeed,
    palette,
    pair: state?.pair,
    resolution: state?.resolution,
    indicators: state?.indicators ?? NO_INDICATORS,
    alerts: lines,
    alertTitle: t('alertLine'),
    seriesTitle,
  });

  // a theme or rise-colour switch saves the chart too (spec doc 2 §4)
  const firstPalette = useRef(palette);
  useEffect(() => {
    if (palette !== firstPalette.current) touch();
  }, [palette, touch]);

  const choose = (from: 'pointer' | 'keyboard'): MenuChoices => {
    const price = from === 'keyboard' ? controller?.lastClose() : (controller?.crosshairPrice() ?? controller?.lastClose());
    const text = priceText(price, decimals);
    const allowed = Boolean(onQuickOrder) && quickOrderAllowed({ priceText: text, layout, isPilot: false, priceMode: 'price' });
    return { price: text, quickOrder: allowed, loggedIn };
  };
  const contextMenu = useChartContextMenu(choose);
  const setAlert = async (price: string) => {
    const result = await alerts.create(pair, price);
    setNotice(result.ok ? t('alertSet', { price }) : t('alertFailed', { message: result.message }));
  };

  const editingIndicator = editing ? (state?.indicators.find((i) => i.type === editing.type) ?? defaultIndicator(editing.type)) : undefined;
  const statusText = status === 'loading' ? t('loading') : status === 'empty' ? t('empty') : status === 'error' ? t('error') : '';

  return (
    <section className={styles.pane} aria-label={t('chartNumber', { number: props.number })} data-chart-id={chartId}>
      <div className={styles.toolbar}>
        {!fixedPair && state && (
          <PairPicker key={state.pair} value={state.pair} pairs={props.pairs} listId={props.pairListId} onChange={(p) => update((s) => ({ ...s, pair: p }))} />
        )}
        {state && (
          <ResolutionSelect value={state.resolution} hasSeconds={facts?.hasSeconds ?? false} onChange={(r) => update((s) => ({ ...s, resolution: r }))} />
        )}
        <IndicatorsMenu
          indicators={state?.indicators ?? NO_INDICATORS}
          onAdd={(type) => update((s) => withIndicator(s, defaultIndicator(type)))}
          onEdit={(type, opener) => setEditing({ type, opener })}
          onRemove={(type) => update((s) => withoutIndicator(s, type))}
        />
        {loggedIn && <AlertsPopover pair={pair} alerts={pairAlerts} onDelete={(id) => void alerts.remove(id)} />}
      </div>
      <div className={styles.canvasWrap}>
        <div
          {...contextMenu.trigger}
          ref={attach}
          className={styles.canvas}
          dir="ltr"
          role="application"
          // focusable so the keyboard reaches the context menu (Shift+F10, the menu key)
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t('region', { pair: pair.replace('_', '/') })}
          aria-describedby={hintId}
          data-status={status}
          data-alert-lines={lines.length}
          data-panes={state?.indicators.filter((i) => i.type !== 'TD').length ?? 0}
        />
        <ChartContextMenu
          menu={contextMenu.menu}
          loginHref={props.loginHref}
          onOrder={(side, price) => onQuickOrder?.({ side, price })}
          onAlert={(price) => void setAlert(price)}
        />
        {statusText && <p className={styles.status}>{statusText}</p>}
      </div>
      <p id={hintId} className="visually-hidden">
        {t('keyboardHint')}
      </p>
      <p className={styles.note} role="status">
        {notice}
      </p>
      {editingIndicator && (
        <IndicatorDialog
          indicator={editingIndicator}
          opener={editing?.opener ?? null}
          onApply={(indicator) => update((s) => withIndicator(s, indicator))}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

const NO_INDICATORS: readonly never[] = [];
const SERIES_IDS = ['macd', 'signal', 'histogram', 'k', 'd', 'j'] as const;
const isSeriesId = (id: string): id is (typeof SERIES_IDS)[number] => (SERIES_IDS as readonly string[]).includes(id);
