/** The service worker's version and scope (spec doc 1 §9). */
export const SW_VERSION = 'v1.0.0';
export const SW_SCOPE = '/';
export const SW_URL = `/sw.js?v=${SW_VERSION}`;

export interface ExistingRegistration {
  readonly scope: string;
  readonly scriptURL: string | undefined;
}

/** Register unless a worker of this version is already registered for this scope. */
export function needsRegistration(existing: readonly ExistingRegistration[], origin: string): boolean {
  const scope = new URL(SW_SCOPE, origin).href;
  return !existing.some((r) => r.scope === scope && r.scriptURL !== undefined && new URL(r.scriptURL).searchParams.get('v') === SW_VERSION);
}
