/** A fiat code as the icon route serves it: three lower-case letters (ISO 4217, e.g. `usd`). */
export const FIAT_ICON_CODE = /^[a-z]{3}$/;

/** Where a fiat's icon is served (app/fiat-icons/[file]/route.ts draws it); null for a code it would refuse. */
export function fiatIconSrc(code: string): string | null {
  const lower = code.toLowerCase();
  return FIAT_ICON_CODE.test(lower) ? `/fiat-icons/${lower}.svg` : null;
}
