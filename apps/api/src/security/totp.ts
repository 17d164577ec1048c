import { Secret, TOTP } from 'otpauth';

/** Authenticator codes: RFC 6238 with the authenticator apps' defaults. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** steps accepted either side of the current one (clock drift, a code typed as it changed) */
export const TOTP_WINDOW = 1;

function totpFor(secretBase32: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
}

/** The 30-second step a time falls in (unix seconds / 30, floored). */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step a code belongs to when it is valid at `now` (current step ±1), else null.
 * otpauth compares in constant time. A malformed stored secret never matches.
 */
export function matchTotp(secretBase32: string, token: string, now: Date): number | null {
  let delta: number | null;
  try {
    delta = totpFor(secretBase32).validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  } catch {
    return null;
  }
  return delta === null ? null : totpStep(now) + delta;
}

/** The code an authenticator shows at `at` (tests and tooling). */
export function totpCode(secretBase32: string, at: Date): string {
  return totpFor(secretBase32).generate({ timestamp: at.getTime() });
}

/** A new authenticator secret: 20 random bytes (160 bits, RFC 4226's recommendation) as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The `otpauth://totp/…` URL authenticator apps read from a QR code: the issuer (the site's
 * `totpName`) both as the label's prefix and the `issuer` parameter, the account's email as the
 * label, and the secret with the parameters above.
 */
export function otpauthUrl(secretBase32: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}
