/**
 * Which coin icons carry a version (spec doc 2 §3 "Icon config", §9 "Coin icons 64 px; version
 * refreshed hourly"). Every coin's icon is served as immutable (`/coin-icons/{coin}.svg`); the
 * coins of `/js/tool/coin_icon_whitelist.json` (artwork that changes: new and meme coins) take a
 * `?v=` version that changes every hour, so a browser or CDN copy never outlives an hour. Pure.
 */

/** How often the version changes. */
export const COIN_ICON_VERSION_MS = 3_600_000;

/** The version at `nowMs`: the UTC hour as YYYYMMDDHH (the same for every visitor within the hour). */
export function coinIconVersion(nowMs: number): string {
  const hour = new Date(Math.floor(nowMs / COIN_ICON_VERSION_MS) * COIN_ICON_VERSION_MS);
  return hour.toISOString().slice(0, 13).replace(/[-T]/g, '');
}

/** What decides a coin's icon URL: the whitelisted codes (lower case) and the current version. */
export interface CoinIconVersioning {
  readonly coins: ReadonlySet<string>;
  readonly version: string;
}

/** The versioning for a whitelist at `nowMs`; codes compare case-insensitively, anything not a coin code is ignored. */
export function coinIconVersioning(whitelist: readonly string[], nowMs: number): CoinIconVersioning {
  const coins = new Set(whitelist.filter((code) => /^[A-Za-z0-9]{1,20}$/.test(code)).map((code) => code.toLowerCase()));
  return { coins, version: coinIconVersion(nowMs) };
}

/**
 * A coin's icon URL: the web server's icon route, built from the symbol (never a server-supplied
 * URL), with the hourly version when the coin is whitelisted. Undefined for a symbol that is no
 * coin code (the icon then shows only the coin's letter).
 */
export function coinIconSrc(symbol: string, versioning?: CoinIconVersioning): string | undefined {
  if (!/^[A-Z0-9]{1,16}$/.test(symbol)) return undefined;
  const code = symbol.toLowerCase();
  const src = `/coin-icons/${code}.svg`;
  return versioning?.coins.has(code) ? `${src}?v=${versioning.version}` : src;
}
