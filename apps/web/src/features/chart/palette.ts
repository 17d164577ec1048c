import type { HistogramClass } from '@exchange/indicators/macd';

export type Theme = 'light' | 'dark';
export type RiseColor = 'green' | 'red';

/**
 * The chart's colours. The canvas cannot read CSS variables, so the theme tokens of
 * app/[locale]/globals.css are mirrored here (a test compares them with the file). Up/down follow
 * the rise-colour preference as the `--up`/`--down` tokens do; the indicator lines are fixed hues.
 */
export const THEME_TOKENS = {
  light: { bg: '#ffffff', fg: '#15171c', fgMuted: '#4b5160', border: '#d9dce3', brand: '#1451d6', green: '#0b7a4b', red: '#c62828' },
  dark: { bg: '#0f1115', fg: '#eef0f4', fgMuted: '#b4b9c5', border: '#2d323c', brand: '#6f9bff', green: '#35c07f', red: '#ff6b6b' },
} as const satisfies Record<Theme, Record<string, string>>;

const LINES = {
  light: { signal: '#c77700', j: '#8e24aa' },
  dark: { signal: '#ffb547', j: '#d48cff' },
} as const;

export interface ChartPalette {
  readonly background: string;
  readonly text: string;
  readonly grid: string;
  readonly border: string;
  readonly up: string;
  readonly down: string;
  readonly upSoft: string;
  readonly downSoft: string;
  /** MACD line, K line, alert lines */
  readonly brand: string;
  /** MACD signal, D line */
  readonly signal: string;
  /** J line */
  readonly j: string;
}

/** A #rrggbb colour with an alpha, as rgba(). */
export function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export function chartPalette(theme: Theme, rise: RiseColor): ChartPalette {
  const t = THEME_TOKENS[theme];
  const up = rise === 'green' ? t.green : t.red;
  const down = rise === 'green' ? t.red : t.green;
  return {
    background: t.bg,
    text: t.fgMuted,
    grid: withAlpha(t.border, 0.6),
    border: t.border,
    up,
    down,
    upSoft: withAlpha(up, 0.45),
    downSoft: withAlpha(down, 0.45),
    brand: t.brand,
    signal: LINES[theme].signal,
    j: LINES[theme].j,
  };
}

/**
 * A MACD histogram bar's colour (spec doc 2 §4: by sign, and rising or falling): strong when it
 * moves away from zero (up and rising, down and falling), soft when it moves back towards it.
 */
export function histogramColor(cls: HistogramClass, palette: ChartPalette): string {
  if (cls === 'upRising') return palette.up;
  if (cls === 'upFalling') return palette.upSoft;
  if (cls === 'downFalling') return palette.down;
  return palette.downSoft;
}
