/** Cookie names are the contract with the backend and with stored user data (NOTES.md). */
export const COOKIE = {
  csrf: 'csrftoken',
  /** set with csrftoken: tells /json_svr/query_safe calls to send the token (else they send 1) */
  csrfOn: 'is_on',
  uid: 'uid',
  nickname: 'nickname',
  sessionSecure: '__Host-sid',
  sessionPlain: 'sid',
  fiat: 'curr_fiat',
  /** the default fiat of the buy-crypto pages (pay-with selector) */
  buyCryptoFiat: 'buy_crypto_fiat',
  riseColor: 'market_rise_color',
  theme: 'theme',
  changeBasis: 'change_basis',
  /** current-currency rate mode: '1' open, '0' closed */
  rateMode: 'curr_rate_open',
} as const;

/** Plain-http local use: http and a loopback or `*.localhost` host. Only there are cookies not Secure. */
export function isPlainHttpLocal(protocol: string, host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const local = name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost');
  return protocol.replace(/:$/, '') === 'http' && local;
}

/** A fresh CSRF token: 32 random bytes, hex. */
export function newCsrfToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Reads one cookie from a `document.cookie`-style string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}
