/**
 * Money out is held for a while after the login password changes (a reset by mail, or a change):
 * whoever took over an account by resetting its password cannot send its funds away at once, and
 * the owner has the "your password was reset" mail and notice in the meantime (docs/IDENTITY.md
 * "Password reset"). Withdrawals, internal transfers and deposit codes are refused until then.
 */
export const PASSWORD_HOLD_HOURS = 24;
const HOLD_MS = PASSWORD_HOLD_HOURS * 60 * 60 * 1000;

/** Until when money out is held for a user whose password last changed at `changedAt` (null: never), or null when it is not. */
export function moneyOutHeldUntil(changedAt: Date | null, now: Date): Date | null {
  if (changedAt === null) return null;
  const until = new Date(changedAt.getTime() + HOLD_MS);
  return until > now ? until : null;
}

/** The refusal's words: what holds money out, and from when it is possible again (UTC, to the minute, rounded up). */
export function moneyOutHeldMessage(until: Date): string {
  const minute = new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
  return `Withdrawals and transfers are paused for ${PASSWORD_HOLD_HOURS} hours after the login password changes: possible again from ${minute.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
