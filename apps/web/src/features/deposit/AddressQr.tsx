'use client';
import { useEffect, useState } from 'react';
import styles from './deposit.module.css';

/**
 * The address as a QR code, drawn as SVG by the `qrcode` package once the address is known (the
 * package loads on demand: it stays off the page's first load). The drawing is the package's own
 * markup of the address alone; `label` names it for assistive technology.
 */
export function AddressQr({ value, label }: { value: string; label: string }) {
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
    <span role="img" aria-label={label} className={styles.qr} data-testid="deposit-qr" dangerouslySetInnerHTML={{ __html: svg.markup }} />
  ) : (
    <span className={styles.qr} aria-hidden="true" />
  );
}
