import { fiatIconSrc } from './fiat-icon-path';
import styles from './fiat-icon.module.css';

/** A fiat currency's icon beside its code in a list (decorative: the code names it); none for a code the icon route would refuse. */
export function FiatIcon({ code }: { code: string }) {
  const src = fiatIconSrc(code);
  if (!src) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a 20 px SVG the server draws: next/image adds nothing
  return <img className={styles.icon} src={src} alt="" width={20} height={20} loading="lazy" decoding="async" />;
}
