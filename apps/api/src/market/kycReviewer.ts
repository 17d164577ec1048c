import { WITHDRAW_LIMIT_USD } from '@exchange/contract/withdraw';
import type { Db } from '../db/client';
import { KYC_REJECT_MESSAGES, dueApplications, reviewApplication, type Reviewed } from '../domain/kyc/review';
import { kycLevelOfStored } from '../domain/verification';
import { sendAccountMail, type Mailer } from '../mail/mailer';

/** The most applications reviewed per step. */
const BATCH = 20;

/**
 * The KYC reviewer on the simulator's leader (market/engine.ts), beside the withdrawal processor:
 * each step reviews every application whose `review_at` has come (domain/kyc/review.ts: approve,
 * or reject with a documented reason), each in its own transaction guarded by its pending status,
 * then mails the applicant (sendAccountMail; a mail that fails is logged, the review stands). No
 * timers of its own: whoever steps it (the engine's tick, a test) chooses the time.
 */
export class KycReviewer {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer | null,
    private readonly logError: (error: unknown) => void = (error) => console.error('[api] kyc review', error),
  ) {}

  /** One step at `nowMs`; answers the applications settled. */
  async advance(nowMs: number): Promise<Reviewed[]> {
    const now = new Date(nowMs);
    const settled: Reviewed[] = [];
    for (const { id } of await dueApplications(this.db, now, BATCH)) {
      const reviewed = await reviewApplication(this.db, id, now);
      if (!reviewed) continue;
      settled.push(reviewed);
      await this.mail(reviewed).catch(this.logError);
    }
    return settled;
  }

  private async mail({ application, reason, user }: Reviewed): Promise<void> {
    if (!this.mailer) return;
    const level = application.level;
    await sendAccountMail(
      this.mailer,
      user,
      reason
        ? {
            subject: 'Identity verification not approved',
            text: `Your application for KYC level ${level} was not approved: ${KYC_REJECT_MESSAGES[reason]}.\nYou can apply again from Account > Verification.`,
          }
        : {
            subject: 'Identity verified',
            text: `Your identity is verified at KYC level ${level}. Your 24-hour withdrawal limit is now ${WITHDRAW_LIMIT_USD[kycLevelOfStored(level)]} USD.`,
          },
    );
  }
}
