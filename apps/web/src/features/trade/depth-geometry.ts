import type { BookLevel } from '@exchange/contract/book';
import { add, compare, divideDown, isZero, parseDecimal, subtract, toText, type Dec } from '@exchange/decimal/dec';
import { add as addText, cmp, fixed } from '@exchange/decimal/text';

/**
 * The depth chart's pure geometry: the book's cumulative steps around the mid price, the scales
 * that place them in the chart's viewBox, the level under a pointer, keyboard steps and the
 * readout's values. Sums stay exact (packages/decimal); a price or total becomes a JavaScript
 * number only for a pixel position, and a price only as its distance from the centre, so a pair
 * priced in millions with a spread of 0.00000001 still draws apart.
 */

export type DepthSide = 'bid' | 'ask';

/** One visible level: its price and what the book holds from the best price to it. */
export interface DepthLevel {
  readonly side: DepthSide;
  /** the level's price, canonical decimal text */
  readonly price: string;
  /** the base amount from the best price of its side to this one, inclusive, decimal text */
  readonly total: string;
  /** price − centre, as a number: for pixels only */
  readonly offset: number;
  /** total as a number: for pixels only */
  readonly size: number;
}

export interface DepthModel {
  /** the mid price (one side only: that side's best price), exact decimal text */
  readonly center: string;
  /** half the visible price range, in price units (the chart is symmetric around the centre) */
  readonly half: number;
  /** the visible levels in ascending price: the bids lowest first, then the asks */
  readonly levels: readonly DepthLevel[];
  /** how many of `levels` are bids (they come first) */
  readonly bidCount: number;
  /** the largest visible total, decimal text, and as a number */
  readonly maxTotal: string;
  readonly maxSize: number;
}

/** The plot area inside the viewBox. */
export interface Frame {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Valid levels (text the contract's regex lets through, amount above 0), best price first. */
function sorted(levels: readonly BookLevel[], side: DepthSide): { price: Dec; amount: Dec }[] {
  const out: { price: Dec; amount: Dec }[] = [];
  for (const [priceText, amountText] of levels) {
    const price = parseDecimal(priceText);
    const amount = parseDecimal(amountText);
    if (price && amount && !isZero(amount)) out.push({ price, amount });
  }
  // the contract sorts them already; a stray order must not draw a step backwards
  return out.sort((a, b) => (side === 'bid' ? compare(b.price, a.price) : compare(a.price, b.price)));
}

/** Cumulative totals from the best price outward, exact. */
export function cumulate(levels: readonly BookLevel[], side: DepthSide): { price: string; total: string }[] {
  let total: Dec = { units: 0n, scale: 0 };
  return sorted(levels, side).map(({ price, amount }) => {
    total = add(total, amount);
    return { price: toText(price), total: toText(total) };
  });
}

const TWO: Dec = { units: 2n, scale: 0 };

function distance(price: string, center: Dec): number {
  const d = parseDecimal(price);
  return d ? Number(toText(subtract(d, center))) : 0;
}

/**
 * The chart's model, or null when the book has no level on either side. The visible range is
 * symmetric around the mid and as wide as the nearer side's deepest level, so one deep side does
 * not squash the other; the farther side is cut at the edge. With one side only, the range is
 * that side's depth around its best price; a single level gets 1 % of its price on each side.
 */
export function depthModel(bids: readonly BookLevel[], asks: readonly BookLevel[]): DepthModel | null {
  const b = cumulate(bids, 'bid');
  const a = cumulate(asks, 'ask');
  const bestBid = b[0] ? parseDecimal(b[0].price) : undefined;
  const bestAsk = a[0] ? parseDecimal(a[0].price) : undefined;
  let center: Dec;
  if (bestBid && bestAsk) center = divideDown(add(bestBid, bestAsk), TWO, Math.max(bestBid.scale, bestAsk.scale) + 1) ?? bestBid;
  else if (bestBid ?? bestAsk) center = (bestBid ?? bestAsk) as Dec;
  else return null;

  const bidExtent = b.length > 0 ? -distance(b[b.length - 1]?.price ?? '0', center) : 0;
  const askExtent = a.length > 0 ? distance(a[a.length - 1]?.price ?? '0', center) : 0;
  const extents = [bidExtent, askExtent].filter((e, i) => (i === 0 ? b.length > 0 : a.length > 0) && e > 0);
  const centerValue = Number(toText(center));
  const half = extents.length > 0 ? Math.min(...extents) : centerValue > 0 ? centerValue / 100 : 1;

  const levels: DepthLevel[] = [];
  const visibleBids = b.map((l) => ({ ...l, offset: distance(l.price, center) })).filter((l) => l.offset >= -half);
  for (let i = visibleBids.length - 1; i >= 0; i--) {
    const l = visibleBids[i];
    if (l) levels.push({ side: 'bid', price: l.price, total: l.total, offset: l.offset, size: Number(l.total) });
  }
  for (const l of a) {
    const offset = distance(l.price, center);
    if (offset <= half) levels.push({ side: 'ask', price: l.price, total: l.total, offset, size: Number(l.total) });
  }
  const bidCount = visibleBids.length;
  // the deepest visible total is at one of the two ends
  const ends = [levels[0], levels[levels.length - 1]].filter((l): l is DepthLevel => l !== undefined);
  const maxTotal = ends.reduce((m, l) => (cmp(l.total, m) > 0 ? l.total : m), '0');
  return { center: toText(center), half, levels, bidCount, maxTotal, maxSize: Number(maxTotal) };
}

/** The chart's plot area: room below for the price labels. */
export function frameOf(width: number, height: number): Frame {
  return { width, height, left: 4, right: width - 4, top: 8, bottom: height - 24 };
}

/** The x of a price's distance from the centre; prices ascend left to right in every language. */
export function xOfOffset(model: DepthModel, frame: Frame, offset: number): number {
  return frame.left + ((offset + model.half) / (2 * model.half)) * (frame.right - frame.left);
}

/** The price distance from the centre at x, within the visible range. */
export function offsetOfX(model: DepthModel, frame: Frame, x: number): number {
  const share = Math.min(1, Math.max(0, (x - frame.left) / (frame.right - frame.left)));
  return share * 2 * model.half - model.half;
}

/** The y of a total: the deepest visible total reaches 90 % of the plot's height. */
export function yOfSize(model: DepthModel, frame: Frame, size: number): number {
  const share = model.maxSize > 0 ? size / model.maxSize : 0;
  return frame.bottom - share * 0.9 * (frame.bottom - frame.top);
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * One side's step line from its best price outward to the edge of the range: the total at a price
 * is what the book holds from the best price to it, so each total runs flat to the next level.
 */
export function stepPoints(model: DepthModel, frame: Frame, side: DepthSide): [number, number][] {
  const own = side === 'bid' ? model.levels.slice(0, model.bidCount).reverse() : model.levels.slice(model.bidCount);
  const first = own[0];
  if (!first) return [];
  const x = (offset: number) => round(xOfOffset(model, frame, offset));
  const y = (size: number) => round(yOfSize(model, frame, size));
  const points: [number, number][] = [[x(first.offset), round(frame.bottom)]];
  own.forEach((level, i) => {
    if (i > 0) points.push([x(level.offset), y(own[i - 1]?.size ?? 0)]);
    points.push([x(level.offset), y(level.size)]);
  });
  const last = own[own.length - 1] as DepthLevel;
  points.push([x(side === 'bid' ? -model.half : model.half), y(last.size)]);
  return points;
}

/** The step line as an SVG path (open), and the area under it (closed on the base line). */
export function linePath(points: readonly [number, number][]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
}
export function areaPath(points: readonly [number, number][], frame: Frame): string {
  const last = points[points.length - 1];
  return last ? `${linePath(points)} L${last[0]} ${round(frame.bottom)} Z` : '';
}

/**
 * The level whose step covers a price distance from the centre: on the bid side the lowest bid at
 * or above it, on the ask side the highest ask at or below it; in the spread the nearer best
 * price. undefined when there is no level.
 */
export function levelAtOffset(model: DepthModel, offset: number): number | undefined {
  const { levels, bidCount } = model;
  if (levels.length === 0) return undefined;
  const bestBid = bidCount > 0 ? levels[bidCount - 1] : undefined;
  const bestAsk = levels[bidCount];
  if (bestBid && offset <= bestBid.offset) {
    const i = levels.findIndex((l, j) => j < bidCount && l.offset >= offset);
    return i < 0 ? bidCount - 1 : i;
  }
  if (bestAsk && offset >= bestAsk.offset) {
    let i = bidCount;
    while (i + 1 < levels.length && (levels[i + 1]?.offset ?? Infinity) <= offset) i++;
    return i;
  }
  // in the spread (or beyond the only side's best price)
  if (!bestBid) return bidCount;
  if (!bestAsk) return bidCount - 1;
  return offset - bestBid.offset <= bestAsk.offset - offset ? bidCount - 1 : bidCount;
}

/** The price at a distance from the centre, as text with the pair's decimals (never below 0). */
export function priceAtOffset(model: DepthModel, offset: number, priceDecimals: number): string {
  // toFixed takes 0–100 digits
  const places = Math.min(100, Math.max(0, priceDecimals));
  const price = fixed(addText(model.center, offset.toFixed(places)), places);
  return price.startsWith('-') ? fixed('0', places) : price;
}

export interface Readout {
  readonly side: DepthSide;
  /** the price read: the pointer's (with the pair's decimals), or the level's */
  readonly price: string;
  /** the cumulative total at that price, decimal text */
  readonly total: string;
  /** the index in `levels` of the step read */
  readonly level: number;
  /** the crosshair's position in the viewBox */
  readonly x: number;
  readonly y: number;
}

/** The readout at one level (the keyboard's). */
export function readoutAtLevel(model: DepthModel, frame: Frame, index: number): Readout | null {
  const level = model.levels[index];
  if (!level) return null;
  return {
    side: level.side,
    price: level.price,
    total: level.total,
    level: index,
    x: xOfOffset(model, frame, level.offset),
    y: yOfSize(model, frame, level.size),
  };
}

/** The readout under the pointer at x: its price and the depth there; in the spread, the nearer best level. */
export function readoutAtX(model: DepthModel, frame: Frame, x: number, priceDecimals: number): Readout | null {
  const offset = offsetOfX(model, frame, x);
  const index = levelAtOffset(model, offset);
  const level = index === undefined ? undefined : model.levels[index];
  if (index === undefined || !level) return null;
  const bestBid = model.bidCount > 0 ? model.levels[model.bidCount - 1] : undefined;
  const bestAsk = model.levels[model.bidCount];
  const inSpread = (!bestBid || offset > bestBid.offset) && (!bestAsk || offset < bestAsk.offset);
  if (inSpread) return readoutAtLevel(model, frame, index);
  return {
    side: level.side,
    price: priceAtOffset(model, offset, priceDecimals),
    total: level.total,
    level: index,
    x: xOfOffset(model, frame, offset),
    y: yOfSize(model, frame, level.size),
  };
}

export type StepKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/**
 * The level a key moves the readout to. Left is a lower price and right a higher one in every
 * language, as the axis is not mirrored; the first press starts at the best bid (left) or the best
 * ask (right).
 */
export function stepLevel(model: DepthModel, current: number | undefined, key: StepKey): number | undefined {
  const last = model.levels.length - 1;
  if (last < 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (current === undefined) {
    if (key === 'ArrowLeft') return model.bidCount > 0 ? model.bidCount - 1 : 0;
    return model.bidCount <= last ? model.bidCount : last;
  }
  return Math.min(last, Math.max(0, current + (key === 'ArrowLeft' ? -1 : 1)));
}

/** A level's index by its side and price after the book moved: the same price, else the nearest on that side. */
export function findLevel(model: DepthModel, side: DepthSide, price: string): number | undefined {
  const [from, to] = side === 'bid' ? [0, model.bidCount] : [model.bidCount, model.levels.length];
  if (from >= to) return stepLevel(model, undefined, side === 'bid' ? 'ArrowLeft' : 'ArrowRight');
  let best = from;
  let bestGap = Infinity;
  for (let i = from; i < to; i++) {
    const level = model.levels[i] as DepthLevel;
    if (level.price === price) return i;
    const gap = Math.abs(Number(level.price) - Number(price));
    if (gap < bestGap) [best, bestGap] = [i, gap];
  }
  return best;
}

/** The price labels under the axis: the left edge, the mid, the right edge. */
export function priceTicks(model: DepthModel, frame: Frame, priceDecimals: number): { x: number; price: string }[] {
  return [-model.half, 0, model.half].map((offset) => ({
    x: xOfOffset(model, frame, offset),
    price: offset === 0 ? model.center : priceAtOffset(model, offset, priceDecimals),
  }));
}

/** The depth labels: the deepest visible total and half of it, with the amount's decimals. */
export function depthTicks(model: DepthModel, frame: Frame, amountDecimals: number): { y: number; total: string }[] {
  const max = parseDecimal(model.maxTotal);
  if (!max || isZero(max)) return [];
  const halfTotal = divideDown(max, TWO, Math.max(0, amountDecimals)) ?? max;
  return [
    { y: yOfSize(model, frame, model.maxSize), total: toText(max) },
    { y: yOfSize(model, frame, model.maxSize / 2), total: toText(halfTotal) },
  ];
}
