import { describe, expect, it } from 'vitest';
import { websocketOrigin } from './websocket-origin';

const base = { configured: undefined, apiOrigin: 'http://127.0.0.1:4000', pageHostname: 'tr.localhost', siteHosts: ['tr.localhost'], secure: false };

describe('websocketOrigin', () => {
  it("is the page's host on the API's port locally", () => {
    expect(websocketOrigin(base)).toBe('ws://tr.localhost:4000');
    expect(websocketOrigin({ ...base, secure: true, apiOrigin: 'https://api.internal' })).toBe('wss://tr.localhost');
  });
  it('never takes a host the site does not own (a forged Host header)', () => {
    expect(websocketOrigin({ ...base, pageHostname: 'evil.example' })).toBe('ws://tr.localhost:4000');
  });
  it('takes a configured WS_ORIGIN when it is a bare ws(s) origin, and ignores anything else', () => {
    expect(websocketOrigin({ ...base, configured: 'wss://ws.example.com/' })).toBe('wss://ws.example.com');
    expect(websocketOrigin({ ...base, configured: 'wss://ws.example.com:8443' })).toBe('wss://ws.example.com:8443');
    expect(websocketOrigin({ ...base, configured: "wss://x.com; script-src 'unsafe-inline'" })).toBe('ws://tr.localhost:4000');
    expect(websocketOrigin({ ...base, configured: 'https://x.com' })).toBe('ws://tr.localhost:4000');
  });
});
