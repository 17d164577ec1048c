import { cmp, fixed, mul } from '@exchange/decimal/text';

/**
 * The market maker's quotes around a fair price (docs/MATCHING.md), pure: `levels` bids below and
 * asks above, the first `halfSpread` from the fair price and each next one `step` further, every
 * price on the pair's tick (bids rounded down, asks up), each level larger than the one before
 * (`quote` worth at the first). The shape is worked out in numbers (it is the maker's choice, not
 * money); what it answers is exact decimal text on the pair's places, checked against the pair's
 * minimums, and that text is what gets locked and traded.
 */
export interface LadderSpec {
  readonly fair: number;
  readonly priceDecimals: number;
  readonly amountDecimals: number;
  readonly minAmount: string;
  readonly minTotal: string;
  readonly levels: number;
  /** the first level's worth, in the quote currency */
  readonly quote: number;
  /** the distance of the first level from the fair price, and between levels, as fractions of it */
  readonly halfSpread: number;
  readonly step: number;
}

export interface Quote {
  readonly price: string;
  readonly amount: string;
}

export interface Ladder {
  /** highest first */
  readonly bids: readonly Quote[];
  /** lowest first */
  readonly asks: readonly Quote[];
}

function amountAt(spec: LadderSpec, price: string, level: number): string | null {
  const worth = spec.quote * (1 + level * 0.5);
  const raw = worth / Number(price);
  if (!Number.isFinite(raw) || raw <= 0) return null;
  const scale = 10 ** spec.amountDecimals;
  let amount = fixed(String(Math.floor(raw * scale) / scale), spec.amountDecimals);
  if (cmp(amount, spec.minAmount) < 0) amount = fixed(spec.minAmount, spec.amountDecimals);
  if (cmp(mul(amount, price), spec.minTotal) < 0) return null;
  return amount;
}

export function ladder(spec: LadderSpec): Ladder {
  const tick = 10 ** -spec.priceDecimals;
  if (!(spec.fair > 0) || spec.levels < 1) return { bids: [], asks: [] };
  const half = Math.max(tick, spec.fair * spec.halfSpread);
  const step = Math.max(tick, spec.fair * spec.step);
  const onTick = (value: number, up: boolean) => {
    const ticks = value / tick;
    // a hair of tolerance so 59999.9999999 does not round a whole tick away
    const n = up ? Math.ceil(ticks - 1e-9) : Math.floor(ticks + 1e-9);
    return n * tick;
  };
  const bids: Quote[] = [];
  const asks: Quote[] = [];
  let lastBid = Infinity;
  let lastAsk = -Infinity;
  for (let i = 0; i < spec.levels; i += 1) {
    const bid = Math.min(onTick(spec.fair - half - i * step, false), lastBid - tick);
    const ask = Math.max(onTick(spec.fair + half + i * step, true), lastAsk + tick);
    lastBid = bid;
    lastAsk = ask;
    if (bid >= tick) {
      const price = bid.toFixed(spec.priceDecimals);
      const amount = amountAt(spec, price, i);
      if (amount) bids.push({ price, amount });
    }
    const price = ask.toFixed(spec.priceDecimals);
    const amount = amountAt(spec, price, i);
    if (amount) asks.push({ price, amount });
  }
  return { bids, asks };
}
