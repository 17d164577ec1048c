import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { fiatIconSvg } = await import('./fiat-icon-svg');

/** The mark a drawn icon carries. */
const glyph = (svg: string | null) => /<text[^>]*>([^<]*)<\/text>/.exec(svg ?? '')?.[1];

describe('fiatIconSvg (doc 1 §7: fiat icon images per fiat code)', () => {
  it("draws the currency's narrow symbol on a disc of its own colour", () => {
    expect(glyph(fiatIconSvg('usd'))).toBe('$');
    expect(glyph(fiatIconSvg('eur'))).toBe('€');
    expect(glyph(fiatIconSvg('try'))).toBe('₺');
    expect(glyph(fiatIconSvg('brl'))).toBe('R$');
    const fill = (code: string) => /<circle[^>]*fill="([^"]+)"/.exec(fiatIconSvg(code) ?? '')?.[1];
    expect(fill('usd')).toBe(fill('usd'));
    expect(fill('usd')).not.toBe(fill('eur'));
  });

  it('writes the code of a currency without a symbol, smaller', () => {
    const svg = fiatIconSvg('chf');
    expect(glyph(svg)).toBe('CHF');
    expect(svg).toContain('font-size="18"');
  });

  it('is a standalone SVG document with nothing that runs', () => {
    const svg = fiatIconSvg('jpy') ?? '';
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="64" height="64"/);
    expect(svg).not.toMatch(/script|on[a-z]+=|href/i);
  });

  it('refuses a name that is no lower-case three-letter code', () => {
    for (const name of ['', 'us', 'usdt', 'USD', 'u$d', '../a', 'usd.svg', 'ü12']) expect(fiatIconSvg(name), name).toBeNull();
  });
});
