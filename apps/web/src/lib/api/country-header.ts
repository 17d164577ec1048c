/** The configured country header's name (COUNTRY_HEADER), lower-cased; none when unset or not a plain header name. */
export function countryHeaderName(configured: string | undefined): string | undefined {
  const name = configured?.trim().toLowerCase();
  return name && /^[a-z0-9-]{1,64}$/.test(name) ? name : undefined;
}
