import type { Db } from '../../db/client';
import { sendAccountMail, type Mailer } from '../../mail/mailer';
import { createNotice } from '../notices';

/** Where a security notice leads: the security settings page. */
export const SECURITY_SETTINGS_PATH = '/myaccount/security-setting';

/** What changed, for the notice and the mail (English, as every notice the API writes). */
export interface SecurityChange {
  /** the notice's template id (`security_password`, …) */
  template: string;
  title: string;
  /** what happened; the notice and the mail add "if this was not you" */
  text: string;
}

/**
 * Tells the user about an accepted security change: a private notice leading to the security
 * settings, and an account mail (the anti-phishing line first: `antiPhishingCode` is the code in
 * force after the change). A mail that cannot be sent is reported (`report`), not answered as a
 * failure: the change has been made.
 */
export async function tellSecurityChange(
  db: Db,
  mailer: Mailer,
  user: { id: number; email: string; antiPhishingCode: string | null },
  change: SecurityChange,
  now: Date,
  report: (error: unknown) => void,
): Promise<void> {
  const text = `${change.text} If this was not you, secure your account at once: change your password and contact support.`;
  await createNotice(db, user.id, {
    type: 'private_notice',
    title: change.title,
    content: text,
    notification: { type: 'web_url', template_id: change.template, extras: { web_url: SECURITY_SETTINGS_PATH }, template_args: {} },
    sentAt: now,
  });
  try {
    await sendAccountMail(mailer, { email: user.email, antiPhishingCode: user.antiPhishingCode }, { subject: change.title, text });
  } catch (error) {
    report(error);
  }
}
