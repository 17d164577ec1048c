/**
 * Mail sent after the answer (docs/IDENTITY.md "Mail"): where whether a mail goes out must not
 * show in how long the answer takes (a password-reset request answers alike with or without an
 * account), the sending runs beside the answer instead of before it. A failure is logged, never
 * answered: the request's own work is done by then.
 */
const pending = new Set<Promise<void>>();

export function sendLater(send: () => Promise<void>, logError: (error: unknown) => void = (error) => console.error('[api] sending mail failed', error)): void {
  const sending = send()
    .catch(logError)
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Resolves once every mail handed to sendLater so far has been sent (or has failed): tests read the outbox after it. */
export async function mailSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
