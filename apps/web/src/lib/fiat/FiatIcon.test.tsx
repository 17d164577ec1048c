import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fiatIconSrc } from './fiat-icon-path';
import { FiatIcon } from './FiatIcon';

describe('FiatIcon', () => {
  it("is a decorative image of the route's icon for the code", () => {
    expect(fiatIconSrc('EUR')).toBe('/fiat-icons/eur.svg');
    const html = renderToStaticMarkup(<FiatIcon code="EUR" />);
    expect(html).toContain('src="/fiat-icons/eur.svg"');
    expect(html).toContain('alt=""');
  });

  it('draws nothing for a code the route would refuse (no broken image, no 404 in the console)', () => {
    for (const code of ['', 'EURO', 'E1R', '../x', 'ÜSD']) expect(renderToStaticMarkup(<FiatIcon code={code} />), code).toBe('');
  });
});
