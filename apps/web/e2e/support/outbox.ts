import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures';

/** A message as the API's outbox keeps it (apps/api/src/mail/mailer.ts OutboxMessage). */
export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  date: string;
}

/**
 * The folder the browser tests' API writes account mail into (MAIL_OUTBOX_DIR), which the runners
 * (scripts/e2e.mjs, scripts/test.mjs: scripts/lib.mjs e2eEnv) empty and pass as E2E_OUTBOX_DIR.
 */
function outboxDir(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: run the browser tests with `npm run test:e2e` or `npm test`');
  return dir;
}

/** The mail sent to `email` so far, oldest first (a file per message, named by time). */
export function mailTo(email: string): OutboxMail[] {
  const dir = outboxDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === email);
}

/**
 * The newest mail to `email` with `subject`, once there are more than `seen` of them: the API
 * sends account mail just after it answers (so an answer never tells whether a mail went out),
 * and the file appearing is the signal waited for.
 */
export async function nextMail(email: string, subject: string, seen = 0): Promise<OutboxMail> {
  const matching = () => mailTo(email).filter((mail) => mail.subject === subject);
  await expect.poll(() => matching().length, { message: `a mail "${subject}" to ${email}` }).toBeGreaterThan(seen);
  const mail = matching().at(-1);
  if (!mail) throw new Error(`no mail "${subject}" to ${email}`);
  return mail;
}
