import { describe, expect, it } from 'vitest';
import { qrPath } from '@/lib/site/qr';
import { headerAppLink, qrSvg } from './qr-path';

describe('qrSvg and headerAppLink', () => {
  it("draws the code of the site's own app link as a standalone SVG document", () => {
    const link = headerAppLink({ antiPhishingHosts: ['www.gate.tr', 'gate.tr'] });
    expect(link).toBe('https://www.gate.tr/mobileapp?ch=web_header_qr');
    const svg = qrSvg(link);
    const { d, box } = qrPath(link);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="132" height="132" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain(`viewBox="0 0 ${box} ${box}"`);
    expect(svg).toContain(`<path d="${d}" fill="#000"/>`);
    // a path of rectangles only: nothing in it could be markup
    expect(d).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });
});
