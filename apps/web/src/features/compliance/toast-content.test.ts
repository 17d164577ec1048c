import { describe, expect, it } from 'vitest';
import { toastButtons, withTextLinks } from './toast-content';

const HOSTS = ['localhost', 'www.gate.example'];

describe('withTextLinks', () => {
  it('links each key text to its own-site target', () => {
    expect(
      withTextLinks(
        'Read the User Agreement or ask Support.',
        [
          { key: 'User Agreement', link: '/user-agreement' },
          { key: 'Support', link: 'https://www.gate.example/help' },
        ],
        HOSTS,
      ),
    ).toBe('Read the <a href="/user-agreement">User Agreement</a> or ask <a href="https://www.gate.example/help">Support</a>.');
  });
  it.each(['javascript:alert(1)', 'https://evil.example/x', '//evil.example', 'data:text/html,x', ''])('leaves the text plain for %j', (link) => {
    expect(withTextLinks('see Terms', [{ key: 'Terms', link }], HOSTS)).toBe('see Terms');
  });
  it('escapes what it writes: a key or target cannot open a tag or attribute', () => {
    expect(withTextLinks('a &lt;b&gt; c', [{ key: '<b>', link: '/x?"onmouseover=1' }], HOSTS)).toBe('a <a href="/x?%22onmouseover=1">&lt;b&gt;</a> c');
    expect(withTextLinks('x', [{ key: '', link: '/y' }], HOSTS)).toBe('x');
  });
});

describe('toastButtons', () => {
  it('server labels when given, ours otherwise; the OK target only on own hosts', () => {
    expect(toastButtons({ ok_button: 'Go', cancel_button: 'Later', ok_button_router: '/myaccount/kyc_home' }, HOSTS, { ok: 'I Acknowledge' })).toEqual({
      ok: 'Go',
      cancel: 'Later',
      okHref: '/myaccount/kyc_home',
    });
    expect(toastButtons({ ok_button: ' ', cancel_button: '', ok_button_router: 'javascript:alert(1)' }, HOSTS, { ok: 'I Acknowledge' })).toEqual({
      ok: 'I Acknowledge',
      cancel: null,
      okHref: null,
    });
    expect(toastButtons({ ok_button: '', cancel_button: '', ok_button_router: 'https://evil.example/' }, HOSTS, { ok: 'OK' }).okHref).toBeNull();
  });
});
