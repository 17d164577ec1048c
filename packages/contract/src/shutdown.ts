/** The longest SHUTDOWN_DRAIN_MS may be: two minutes, past any balancer's probe interval. */
export const MAX_SHUTDOWN_DRAIN_MS = 120_000;

/**
 * SHUTDOWN_DRAIN_MS, read by the web server and the API alike: after SIGTERM (or SIGINT) the
 * instance's `/readyz` answers 503 for this long while it goes on serving, so a load balancer that
 * probes it stops sending requests before the server closes. Unset or empty: 0 (close at once, as
 * in development and tests). Anything but a whole number of milliseconds from 0 to
 * {@link MAX_SHUTDOWN_DRAIN_MS} is refused at start-up with a message naming the value.
 */
export function shutdownDrainMs(raw: string | undefined): number {
  const text = raw?.trim() ?? '';
  if (text === '') return 0;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value > MAX_SHUTDOWN_DRAIN_MS) {
    throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to ${MAX_SHUTDOWN_DRAIN_MS}, got ${JSON.stringify(raw)}`);
  }
  return value;
}
