import { describe, expect, it, vi } from 'vitest';
import { BLOCK_TAGS, MEMO_SIZE, sanitizeHtml } from './sanitize-html';

vi.mock('server-only', () => ({}));

const HOSTS = ['localhost', 'www.example-exchange.com'];
const clean = (html: string) => sanitizeHtml(html, HOSTS);

describe('sanitizeHtml', () => {
  it('keeps the allowed inline markup and own-site links', () => {
    expect(clean('Maintenance <strong>Sunday</strong>. <a href="/announcements">Read</a>')).toBe(
      'Maintenance <strong>Sunday</strong>. <a href="/announcements">Read</a>',
    );
    expect(clean('<a href="https://www.example-exchange.com/fee">Fees</a>')).toBe('<a href="https://www.example-exchange.com/fee">Fees</a>');
    expect(clean('a<br>b <em>c</em> <i>d</i> <b>e</b> <span>f</span>')).toBe('a<br>b <em>c</em> <i>d</i> <b>e</b> <span>f</span>');
  });

  it.each([
    '<script>alert(1)</script>x',
    '<img src=x onerror=alert(1)>x',
    '<svg onload=alert(1)><circle /></svg>x',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="//evil.com">x</a>',
    '<a href="/\\evil.com">x</a>',
    '<a href="https://evil.com">x</a>',
    '<a href="https://www.example-exchange.com.evil.com/">x</a>',
    '<a href="/%2e%2e//evil.com">x</a>',
    '<span style="background:url(javascript:alert(1))" onclick="alert(1)">x</span>',
    '<iframe src="https://evil.com"></iframe>x',
    '<a href="/ok" onmouseover="alert(1)" target="_blank">x</a>',
    '<math><mi xlink:href="javascript:alert(1)">y</mi></math>x',
    '<form action="https://evil.com"><button>x</button></form>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="\u0001javascript:alert(1)">x</a>',
    '<a href="https://user@evil.com/">x</a>',
    '<a href="https://localhost.evil.com/">x</a>',
    '<a href="http://evil.com\\@localhost/">x</a>',
    '<a href="/\t/evil.com">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:image/svg+xml;base64,PHN2Zz4=">x</a>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">x</p></noscript>',
    '<svg><style><img src=x onerror=alert(1)></style></svg>x',
    '<object data="javascript:alert(1)"></object><embed src="https://evil.com">x',
    '<base href="https://evil.com/"><meta http-equiv="refresh" content="0;url=https://evil.com">x',
  ])('leaves nothing that runs or leaves the site: %s', (html) => {
    const out = clean(html);
    expect(out).not.toMatch(/<(script|img|svg|iframe|math|form|button)/i);
    expect(out).not.toMatch(/on\w+=/i);
    expect(out).not.toMatch(/style=|target=|javascript|data:|evil\.com/i);
    expect(out).toContain('x');
    expect(out).not.toMatch(/<(object|embed|base|meta|noscript|style)/i);
  });

  it('keeps the text of a foreign link but not the link', () => {
    expect(clean('Go <a href="https://evil.com/x">here</a>')).toBe('Go <a>here</a>');
  });
});

describe('sanitizeHtml with block tags (compliance toasts)', () => {
  it('keeps paragraphs and lists only when asked', () => {
    expect(sanitizeHtml('<p>a</p><ul><li>b</li></ul>', HOSTS, BLOCK_TAGS)).toBe('<p>a</p><ul><li>b</li></ul>');
    expect(clean('<p>a</p>')).toBe('a');
    expect(sanitizeHtml('<p onclick="x()">a<script>1</script></p><a href="javascript:alert(1)">z</a>', HOSTS, BLOCK_TAGS)).toBe('<p>a</p><a>z</a>');
  });
});

describe('sanitizeHtml remembers its results', () => {
  it('answers the same result for the same input, per host list and tag set', () => {
    const html = '<p>Hi <a href="/fees">fees</a> <a href="https://evil.example/">x</a><script>alert(1)</script></p>';
    const inline = sanitizeHtml(html, HOSTS);
    expect(sanitizeHtml(html, HOSTS)).toBe(inline);
    expect(inline).toBe('Hi <a href="/fees">fees</a> <a>x</a>');
    // another tag set or host list is its own entry, not the remembered one
    expect(sanitizeHtml(html, HOSTS, BLOCK_TAGS)).toBe('<p>Hi <a href="/fees">fees</a> <a>x</a></p>');
    expect(sanitizeHtml('<a href="https://evil.example/">x</a>', ['evil.example'])).toBe('<a href="https://evil.example/">x</a>');
    expect(sanitizeHtml('<a href="https://evil.example/">x</a>', HOSTS)).toBe('<a>x</a>');
  });

  it('stays right past the memo size (oldest entries go) and for inputs too long to keep', () => {
    for (let i = 0; i < MEMO_SIZE + 10; i += 1) expect(sanitizeHtml(`<b>${i}</b><img src=x onerror=alert(${i})>`, HOSTS)).toBe(`<b>${i}</b>`);
    expect(sanitizeHtml('<b>0</b><img src=x onerror=alert(0)>', HOSTS)).toBe('<b>0</b>');
    const long = `${'a'.repeat(20_000)}<script>alert(1)</script>`;
    expect(sanitizeHtml(long, HOSTS)).toBe('a'.repeat(20_000));
  });
});
