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
