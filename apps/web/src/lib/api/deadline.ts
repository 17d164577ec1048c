/**
 * One deadline per page request, shared by all its server-side calls, the proxy's (pair check,
 * compliance, referral) and the render's: a call may take its own timeout or the time the page has
 * left, whichever is shorter, so a hung API holds a page for about one deadline however many calls
 * it makes (in sequence or in parallel). proxy.ts starts it when the request arrives and passes it
 * to the render in a request header.
 */
export interface Deadline {
  /** epoch milliseconds by which every call of the request must have ended */
  readonly at: number;
}

/** SERVER_DEADLINE_MS (default the server call timeout, 20 s): a page's whole budget for API calls. */
export function deadlineBudgetMs(env: string | undefined, fallbackMs: number): number {
  const value = Number(env);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallbackMs;
}

export function startDeadline(budgetMs: number, now: number): Deadline {
  return { at: now + budgetMs };
}

/** The timeout of one call: its own, cut to the time left; 0 when the deadline has passed. */
export function callTimeoutMs(ownTimeoutMs: number, deadline: Deadline, now: number): number {
  return Math.max(0, Math.min(ownTimeoutMs, deadline.at - now));
}

/**
 * The deadline as it travels from proxy.ts, which starts it when the request arrives, to the
 * render (CONTEXT_HEADER.deadline): epoch milliseconds.
 */
export function formatDeadline(deadline: Deadline): string {
  return String(deadline.at);
}

/**
 * The proxy's deadline as the render reads it: never later than one started now (so the header
 * can only shorten a page's budget, never lengthen it); undefined when absent or not a whole number.
 */
export function deadlineFromHeader(value: string | null | undefined, budgetMs: number, now: number): Deadline | undefined {
  if (!value || !/^\d{1,16}$/.test(value)) return undefined;
  return { at: Math.min(Number(value), now + budgetMs) };
}
