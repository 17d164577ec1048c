import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isEmbeddablePage, newNonce } from './security-headers';

describe('content security policy', () => {
  it('allows scripts only with the nonce and forbids framing, plugins and <base>', () => {
    const csp = contentSecurityPolicy('abc123', { dev: false, https: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/https?:\/\//);
  });

  it('adds unsafe-eval only in development and upgrades only over https', () => {
    const dev = contentSecurityPolicy('n', { dev: true, https: false });
    expect(dev).toContain("'unsafe-eval'");
    expect(dev).not.toContain('upgrade-insecure-requests');
  });

  it('makes a fresh nonce each time', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe('connect-src', () => {
  it("allows this origin and the market WebSocket's origin only", () => {
    expect(contentSecurityPolicy('n', { dev: false, https: false, websocket: 'ws://tr.localhost:4000' })).toContain(
      "connect-src 'self' ws://tr.localhost:4000;",
    );
    expect(contentSecurityPolicy('n', { dev: false, https: false })).toContain("connect-src 'self';");
  });
});

describe('framing', () => {
  it('lets this origin frame the embedded chatroom, and nothing else', () => {
    expect(contentSecurityPolicy('n', { dev: false, https: false, embeddable: true })).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy('n', { dev: false, https: false, embeddable: false })).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['/groupchat/chatroom', '?platform=web', true],
    ['/groupchat/chatroom', '?x=1&platform=web', true],
    ['/groupchat/chatroom', '', false],
    ['/groupchat/chatroom', '?platform=app', false],
    ['/groupchat/chatroom/', '?platform=web', false],
    ['/groupchat/call_service', '?platform=web', false],
    ['/', '?platform=web', false],
    ['/login', '?platform=web', false],
  ])('%s%s embeddable: %s', (path, search, expected) => {
    expect(isEmbeddablePage(path, search)).toBe(expected);
  });
});
