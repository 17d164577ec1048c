'use client';
import { useEffect, useState } from 'react';

/**
 * `value` as a QR code, drawn as SVG by the `qrcode` package once known (the package loads on
 * demand: it stays off the page's first load). The drawing is the package's own markup of the
 * value alone; `label` names it for assistive technology. `className` sizes it (and its `svg`).
 */
export function QrCode({ value, label, className, testId }: { value: string; label: string; className: string | undefined; testId?: string }) {
  const [svg, setSvg] = useState<{ value: string; markup: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async (QRCode) => {
      const markup = await QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
      if (live) setSvg({ value, markup });
    });
    return () => {
      live = false;
    };
  }, [value]);
  return svg && svg.value === value ? (
    <span role="img" aria-label={label} className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: svg.markup }} />
  ) : (
    <span className={className} aria-hidden="true" />
  );
}
