import styles from './fiat-icon.module.css';

/** Where a fiat's icon is served (app/fiat-icons/[file]/route.ts draws it). */
export function fiatIconSrc(code: string): string {
  return `/fiat-icons/${code.toLowerCase()}.svg`;
}

/** A fiat currency's icon beside its code in a list (decorative: the code names it); none for a code the icon route would refuse. */
export function FiatIcon({ code }: { code: string }) {
  if (!/^[A-Za-z]{3}$/.test(code)) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a 20 px SVG the server draws: next/image adds nothing
  return <img className={styles.icon} src={fiatIconSrc(code)} alt="" width={20} height={20} loading="lazy" decoding="async" />;
}
