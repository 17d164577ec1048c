'use client';
import { QrCode } from '@/lib/ui/QrCode';
import styles from './deposit.module.css';

/** The deposit address as a QR code (lib/ui/QrCode.tsx: drawn once the address is known, the package loaded on demand). */
export function AddressQr({ value, label }: { value: string; label: string }) {
  return <QrCode value={value} label={label} className={styles.qr} testId="deposit-qr" />;
}
