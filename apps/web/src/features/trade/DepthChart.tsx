'use client';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { BookLevel } from '@exchange/contract/book';
import { formatDecimal } from './format';
import {
  areaPath,
  depthModel,
  depthTicks,
  findLevel,
  frameOf,
  linePath,
  priceTicks,
  readoutAtLevel,
  readoutAtX,
  stepLevel,
  stepPoints,
  xOfOffset,
  type DepthSide,
  type Readout,
  type StepKey,
} from './depth-geometry';
import { usePlotSize, type PlotSize } from './use-plot-size';
import styles from './depth-chart.module.css';

export interface DepthChartProps {
  /** highest price first */
  readonly bids: readonly BookLevel[];
  /** lowest price first */
  readonly asks: readonly BookLevel[];
  readonly priceDecimals: number;
  readonly amountDecimals: number;
  readonly base: string;
  readonly quote: string;
}

/** The plot's size before it is measured (the server's HTML), and the least it draws at. */
const INITIAL: PlotSize = { width: 600, height: 240 };
const MIN: PlotSize = { width: 200, height: 120 };
const KEYS: ReadonlySet<string> = new Set<StepKey>(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** What the readout follows: the pointer's x in the viewBox, or a level the keyboard chose (kept by price as the book moves). */
type Focus = { readonly kind: 'pointer'; readonly x: number } | { readonly kind: 'level'; readonly side: DepthSide; readonly price: string } | null;

/**
 * The book's depth: cumulative bids stepping down to the left of the mid, asks up to the right,
 * in a symmetric range (depth-geometry.ts). Bids take the up colour and asks the down colour
 * (--up/--down follow the rise-colour preference and the theme); bids are filled solid and asks
 * hatched, and the legend names them, so the sides read without colour. A pointer or the arrow keys
 * (the chart takes focus) move a crosshair and a readout of the price and the depth there; only
 * key moves are announced (a polite live region), nothing else is.
 *
 * Right to left: the chart is an axis, not text, so prices ascend left to right in every language
 * (the SVG is `direction: ltr`, and Left is always a lower price); the title, legend and readout
 * around it follow the page's direction with logical properties.
 */
export function DepthChart({ bids, asks, priceDecimals, amountDecimals, base, quote }: DepthChartProps) {
  const t = useTranslations('trade.depth');
  const locale = useLocale();
  const id = useId().replace(/[^\w-]/g, '');
  const model = useMemo(() => depthModel(bids, asks), [bids, asks]);
  const [focus, setFocus] = useState<Focus>(null);
  const [announcement, setAnnouncement] = useState('');
  const plot = useRef<HTMLDivElement>(null);
  // the viewBox is the element's size (CSS sets it: --depth-plot-height), so labels keep their size in any box
  const size = usePlotSize(plot, INITIAL, MIN, model !== null);
  const frame = useMemo(() => frameOf(size.width, size.height), [size]);

  const drawing = useMemo(() => {
    if (!model) return null;
    const bid = stepPoints(model, frame, 'bid');
    const ask = stepPoints(model, frame, 'ask');
    return {
      bidArea: areaPath(bid, frame),
      bidLine: linePath(bid),
      askArea: areaPath(ask, frame),
      askLine: linePath(ask),
      mid: xOfOffset(model, frame, 0),
      prices: priceTicks(model, frame, priceDecimals),
      depths: depthTicks(model, frame, amountDecimals),
    };
  }, [model, frame, priceDecimals, amountDecimals]);

  const titleId = `${id}-title`;
  const hatch = `${id}-asks`;
  const hasBids = (model?.bidCount ?? 0) > 0;
  const hasAsks = model !== null && model.levels.length > model.bidCount;
  const legend = (
    <ul className={styles.legend}>
      <li>
        <svg className={styles.swatch} viewBox="0 0 12 12" aria-hidden="true">
          <rect width="12" height="12" className={styles.bidArea} />
        </svg>
        {hasBids ? t('bids') : t('noBids')}
      </li>
      <li>
        <svg className={styles.swatch} viewBox="0 0 12 12" aria-hidden="true">
          <rect width="12" height="12" fill={`url(#${hatch})`} className={styles.askArea} />
        </svg>
        {hasAsks ? t('asks') : t('noAsks')}
      </li>
    </ul>
  );

  if (!model || !drawing) {
    return (
      <section className={styles.depth} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <div className={styles.empty}>
          <p>{t('empty')}</p>
        </div>
      </section>
    );
  }

  let readout: Readout | null = null;
  if (focus?.kind === 'pointer') readout = readoutAtX(model, frame, focus.x, priceDecimals);
  else if (focus?.kind === 'level') {
    const index = findLevel(model, focus.side, focus.price);
    readout = index === undefined ? null : readoutAtLevel(model, frame, index);
  }
  const sideName = (side: DepthSide) => t(side === 'bid' ? 'bids' : 'asks');
  const price = (text: string) => formatDecimal(text, locale, priceDecimals);
  const total = (text: string) => formatDecimal(text, locale, amountDecimals);

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width > 0) setFocus({ kind: 'pointer', x: ((event.clientX - rect.left) / rect.width) * frame.width });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return setFocus(null);
    if (!KEYS.has(event.key)) return;
    event.preventDefault();
    const index = stepLevel(model, readout?.level, event.key as StepKey);
    const level = index === undefined ? undefined : model.levels[index];
    if (!level) return;
    setFocus({ kind: 'level', side: level.side, price: level.price });
    setAnnouncement(t('announce', { side: sideName(level.side), price: price(level.price), quote, total: total(level.total), base }));
  };

  return (
    <section className={styles.depth} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        {legend}
      </div>
      <p className={styles.readout}>
        {readout ? (
          <>
            <span className={styles.readoutSide}>
              <svg className={styles.swatch} viewBox="0 0 12 12" aria-hidden="true">
                <rect
                  width="12"
                  height="12"
                  className={readout.side === 'bid' ? styles.bidArea : styles.askArea}
                  fill={readout.side === 'ask' ? `url(#${hatch})` : undefined}
                />
              </svg>
              {sideName(readout.side)}
            </span>
            <span>
              {t('price', { currency: quote })} <span className={styles.num}>{price(readout.price)}</span>
            </span>
            <span>
              {t('total', { currency: base })} <span className={styles.num}>{total(readout.total)}</span>
            </span>
          </>
        ) : (
          <span className={styles.hint}>{t('hint')}</span>
        )}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys read the chart */}
      <div
        ref={plot}
        className={styles.plot}
        // read with the arrow keys: "application" (as the price chart) so a screen reader in browse mode passes them on;
        // the readout is above, key moves are announced below
        role="application"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t('chartLabel', { base, quote })}
        onKeyDown={onKeyDown}
        onBlur={() => setFocus(null)}
      >
        <svg
          className={styles.svg}
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          aria-hidden="true"
          onPointerMove={onPointerMove}
          onPointerDown={onPointerMove}
          // a mouse leaving clears the readout; a finger lifting leaves it until the next touch
          onPointerLeave={(event) => event.pointerType === 'mouse' && setFocus((f) => (f?.kind === 'pointer' ? null : f))}
        >
          <defs>
            <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="6" height="6" className={styles.askBack} />
              <line x1="0" y1="0" x2="0" y2="6" className={styles.askHatch} />
            </pattern>
          </defs>
          {drawing.depths.map((tick) => (
            <g key={tick.y}>
              <line x1={frame.left} x2={frame.right} y1={tick.y} y2={tick.y} className={styles.grid} />
              <text x={drawing.mid + 4} y={tick.y - 3} className={styles.label}>
                {total(tick.total)}
              </text>
            </g>
          ))}
          <line x1={drawing.mid} x2={drawing.mid} y1={frame.top} y2={frame.bottom} className={styles.mid} />
          <path d={drawing.bidArea} className={styles.bidArea} />
          <path d={drawing.bidLine} className={styles.bidLine} />
          <path d={drawing.askArea} fill={`url(#${hatch})`} className={styles.askArea} />
          <path d={drawing.askLine} className={styles.askLine} />
          <line x1={frame.left} x2={frame.right} y1={frame.bottom} y2={frame.bottom} className={styles.axis} />
          {drawing.prices.map((tick, i) => (
            <text key={i} x={tick.x} y={frame.height - 6} textAnchor={i === 0 ? 'start' : i === 1 ? 'middle' : 'end'} className={styles.label}>
              {price(tick.price)}
            </text>
          ))}
          {readout && (
            <g className={styles.crosshair} data-side={readout.side}>
              <line x1={readout.x} x2={readout.x} y1={frame.top} y2={frame.bottom} />
              <line x1={frame.left} x2={frame.right} y1={readout.y} y2={readout.y} />
              <circle cx={readout.x} cy={readout.y} r="4" />
            </g>
          )}
        </svg>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
