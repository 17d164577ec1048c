import 'server-only';
import { FIAT_ICON_CODE } from './fiat-icon-path';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The currency's narrow symbol as browsers write it (`$`, `€`, `₺`, `R$`), or its code where it has none. */
function narrowSymbol(code: string): string {
  const upper = code.toUpperCase();
  const part = new Intl.NumberFormat('en', { style: 'currency', currency: upper, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? upper;
}

/** A hue of the code's own, the same on every request: a small string hash over the letters. */
function hueOf(code: string): number {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return hash;
}

/**
 * A fiat currency's icon (spec doc 1 §7: "Fiat icon images load per fiat code"): our own simple
 * drawing, no artwork: a disc in a colour of the currency's own with its narrow symbol, or its
 * code where it has none. 64 px, scaled by the page. Null for a name that is no currency code.
 */
export function fiatIconSvg(code: string): string | null {
  if (!FIAT_ICON_CODE.test(code)) return null;
  const glyph = narrowSymbol(code);
  // one or two characters fill the disc; a longer mark (a code, `CHF`) is set smaller
  const size = glyph.length <= 1 ? 34 : glyph.length === 2 ? 26 : 18;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hueOf(code)} 55% 38%)"/>` +
    `<text x="32" y="33" fill="#fff" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(glyph)}</text>` +
    `</svg>`
  );
}
