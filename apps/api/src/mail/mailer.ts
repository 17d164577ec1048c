import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/**
 * Mail to account holders (docs/IDENTITY.md "Mail"), sent with nodemailer: through SMTP when
 * MAIL_SMTP_URL is set, otherwise into a local outbox folder (MAIL_OUTBOX_DIR), one JSON file per
 * message, which `npm start` names and the tests read. Every account mail carries the user's
 * anti-phishing code (accountMailText), so a forged mail without it is told apart.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** where mail goes, for the start-up log: `smtp://host:port` (no credentials) or the outbox folder */
  readonly destination: string;
}

/** A message as the outbox keeps it. */
export interface OutboxMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  date: string;
}

export const DEFAULT_FROM = 'Exchange <no-reply@exchange.localhost>';

/** Sends through an SMTP server (`smtp://user:pass@host:port` or `smtps://…`). */
export function smtpMailer(url: string, from: string = DEFAULT_FROM): Mailer {
  const transport = nodemailer.createTransport(url);
  const parsed = new URL(url);
  return {
    destination: `${parsed.protocol}//${parsed.host}`,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

let sequence = 0;

/** Writes every message into `dir` as `<time>-<n>.json` (nodemailer's JSON transport builds it). */
export function outboxMailer(dir: string, from: string = DEFAULT_FROM): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  let ready: Promise<unknown> | undefined;
  return {
    destination: dir,
    async send(mail) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      const built = JSON.parse(String(info.message)) as { date?: string };
      const message: OutboxMessage = { to: mail.to, from, subject: mail.subject, text: mail.text, date: built.date ?? new Date().toISOString() };
      sequence += 1;
      const name = `${Date.now()}-${process.pid}-${String(sequence).padStart(6, '0')}`;
      // written under another name, then renamed: a reader polling the folder never sees half a message
      await writeFile(join(dir, `${name}.part`), `${JSON.stringify(message, null, 2)}\n`, { flag: 'wx' });
      await rename(join(dir, `${name}.part`), join(dir, `${name}.json`));
    },
  };
}

/** The outbox's messages, oldest first (tests and tooling). */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMessage));
}

/** MAIL_SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR (default `fallbackDir`). */
export function mailerFromEnv(env: NodeJS.ProcessEnv, fallbackDir: string): Mailer {
  const from = env.MAIL_FROM?.trim() || DEFAULT_FROM;
  const smtp = env.MAIL_SMTP_URL?.trim();
  if (smtp) {
    if (!/^smtps?:\/\//.test(smtp)) throw new Error('MAIL_SMTP_URL must start with smtp:// or smtps://');
    return smtpMailer(smtp, from);
  }
  return outboxMailer(env.MAIL_OUTBOX_DIR?.trim() || fallbackDir, from);
}

/** The outbox createApp uses when none is given (tests that read mail pass their own). */
export function defaultTestMailer(): Mailer {
  return outboxMailer(join(tmpdir(), `exchange-outbox-${process.pid}`));
}

/** The line every account mail starts with: the user's anti-phishing code, or how to set one. */
export function antiPhishingLine(code: string | null): string {
  return code
    ? `Your anti-phishing code: ${code}. A mail from us without it is not from us.`
    : 'Set an anti-phishing code in Security settings, and every mail from us will show it.';
}

/** Sends an account mail to a user: the anti-phishing line, a blank line, then the text. */
export async function sendAccountMail(
  mailer: Mailer,
  user: { email: string; antiPhishingCode: string | null },
  mail: { subject: string; text: string },
): Promise<void> {
  await mailer.send({ to: user.email, subject: mail.subject, text: `${antiPhishingLine(user.antiPhishingCode)}\n\n${mail.text}` });
}
