import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mailerFromEnv, outboxMailer, readOutbox, sendAccountMail } from './mailer';

const dirs: string[] = [];
async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the outbox', () => {
  it('keeps every message, in order, with the anti-phishing code first', async () => {
    const dir = await freshDir();
    const mailer = outboxMailer(dir);
    await sendAccountMail(mailer, { email: 'a@example.test', antiPhishingCode: 'Blue-Heron-7' }, { subject: 'One', text: 'first' });
    await sendAccountMail(mailer, { email: 'b@example.test', antiPhishingCode: null }, { subject: 'Two', text: 'second' });
    const messages = await readOutbox(dir);
    expect(messages.map((m) => [m.to, m.subject])).toEqual([
      ['a@example.test', 'One'],
      ['b@example.test', 'Two'],
    ]);
    expect(messages[0]?.text.split('\n')[0]).toContain('Blue-Heron-7');
    expect(messages[0]?.text).toMatch(/\n\nfirst$/);
    expect(messages[1]?.text).toMatch(/^Set an anti-phishing code/);
  });

  it('reads an outbox that does not exist as empty', async () => {
    expect(await readOutbox(join(tmpdir(), 'no-such-outbox-here'))).toEqual([]);
  });
});

describe('mailerFromEnv', () => {
  it('uses the outbox unless SMTP is configured, and refuses a URL that is not SMTP', async () => {
    const dir = await freshDir();
    expect(mailerFromEnv({ MAIL_OUTBOX_DIR: dir }, '/unused').destination).toBe(dir);
    expect(mailerFromEnv({}, dir).destination).toBe(dir);
    expect(mailerFromEnv({ MAIL_SMTP_URL: 'smtp://user:secret@mail.example.test:587' }, dir).destination).toBe('smtp://mail.example.test:587');
    expect(() => mailerFromEnv({ MAIL_SMTP_URL: 'http://mail.example.test' }, dir)).toThrow(/MAIL_SMTP_URL/);
  });
});
