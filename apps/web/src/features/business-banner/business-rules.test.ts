import { describe, expect, it, vi } from 'vitest';
import { businessTipOf, type BusinessTip } from '@exchange/contract/kyc';
import { BLOCK_TAGS, sanitizeHtml } from '@/lib/security/sanitize-html';
import { showsBusinessTip, tipKey, weaveTextLinks } from './business-rules';

vi.mock('server-only', () => ({}));

const HOSTS = ['localhost'];
const TIP: BusinessTip = {
  title: 'Notice',
  content: 'Read the <b>new terms</b> and the FAQ.',
  ok_button: 'OK',
  cancel_button: 'Cancel',
  ok_button_router: '/user-agreement',
  text_link: [{ key: 'FAQ', link: '/help/faq' }],
  no_close_button: false,
};

describe('text links', () => {
  it('links the first occurrence of each key; the sanitiser keeps own-site targets only', () => {
    const woven = weaveTextLinks('See FAQ, FAQ and terms.', [
      { key: 'FAQ', link: '/help/faq' },
      { key: 'terms', link: 'https://evil.example/x' },
      { key: 'missing', link: '/x' },
      { key: '', link: '/y' },
    ]);
    expect(sanitizeHtml(woven, HOSTS, BLOCK_TAGS)).toBe('See <a href="/help/faq">FAQ</a>, FAQ and <a>terms</a>.');
  });

  it.each([
    [{ key: 'FAQ', link: 'javascript:alert(1)' }],
    [{ key: 'FAQ', link: '" onmouseover="alert(1)' }],
    [{ key: 'FAQ', link: '/ok"><script>alert(1)</script>' }],
    [{ key: 'FAQ', link: '//evil.example' }],
  ])('nothing that runs or leaves the site survives: %o', (link) => {
    const out = sanitizeHtml(weaveTextLinks('the FAQ', [link]), HOSTS, BLOCK_TAGS);
    expect(out).not.toMatch(/script|onmouseover|javascript|evil/i);
    expect(out).toContain('FAQ');
  });
});

describe('showing and closing', () => {
  it('needs a tip with content', () => {
    expect(showsBusinessTip(null, 'x', undefined)).toBe(false);
    expect(showsBusinessTip(TIP, '  ', undefined)).toBe(false);
    expect(showsBusinessTip(TIP, 'x', undefined)).toBe(true);
  });

  it('a closed tip stays away until its text changes; one without a close button always shows', () => {
    expect(showsBusinessTip(TIP, 'x', tipKey(TIP))).toBe(false);
    expect(showsBusinessTip({ ...TIP, content: 'Changed' }, 'x', tipKey(TIP))).toBe(true);
    expect(showsBusinessTip({ ...TIP, no_close_button: true }, 'x', tipKey(TIP))).toBe(true);
    expect(tipKey(TIP)).toMatch(/^[0-9a-f]{8}$/);
    expect(tipKey(TIP)).toBe(tipKey({ ...TIP }));
  });

  it('the legacy envelope: only code 0 with a tip gives one (spec doc 2 §8)', () => {
    expect(businessTipOf({ resMsg: { code: '0', message: '' }, datas: [TIP] })).toEqual(TIP);
    expect(businessTipOf({ resMsg: { code: 0, message: '' }, datas: [TIP] })).toEqual(TIP);
    expect(businessTipOf({ resMsg: { code: '1001', message: 'no' }, datas: [TIP] })).toBeNull();
    expect(businessTipOf({ resMsg: { code: '0', message: '' }, datas: [] })).toBeNull();
  });
});
