import { Hono } from 'hono';
import { WITHDRAW_LIMIT_USD } from '@exchange/contract/withdraw';
import { KYC_TABLE_LEVELS, applyKyc, kycStatus } from '@exchange/contract/kyc-apply';
import { kycLevelOfStored, verifiedCode } from '../domain/verification';
import { depositClosedFor, spotClosedFor } from '../domain/compliance';
import { DEFAULT_KYC_REVIEW_DELAY_MS, applicationWithDocuments, applyForKyc, countryCodes, lastApplication, nextLevelOf } from '../domain/kyc/applications';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError, invalidInput, rateLimited } from '../http/errors';
import { readInput } from '../http/input';
import { readUpload, uploadQuotaRefused } from '../http/upload';
import { requireUser } from '../security/auth';
import { ErrorCode } from '@exchange/contract/errors';

const pendingApplication = () => new ApiError(409, ErrorCode.invalidInput, 'Your application is being reviewed: wait for its result');

/** The KYC centre (docs/IDENTITY.md "KYC"): the caller's level and an application for the next one. */
export function kycApplyRoutes(reviewDelayMs: number = DEFAULT_KYC_REVIEW_DELAY_MS): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, kycStatus, async (c) => {
    const { user } = requireUser(c);
    await readInput(c, kycStatus);
    const { db } = c.var;
    const caller = { siteKey: c.var.site.key, account: user, location: c.var.location };
    const [last, spotClosed, depositClosed, countries] = await Promise.all([
      lastApplication(db, user.id),
      spotClosedFor(db, caller),
      depositClosedFor(db, caller),
      countryCodes(db),
    ]);
    const application = last ? await applicationWithDocuments(db, last) : null;
    return answer(c, kycStatus, {
      code: 0,
      message: 'Success',
      data: {
        level: kycLevelOfStored(user.verified),
        verified: verifiedCode(user.verified),
        next_level: application?.status === 'pending' ? null : nextLevelOf(user.verified),
        levels: KYC_TABLE_LEVELS.map((level) => ({
          level,
          withdraw_limit_usd: WITHDRAW_LIMIT_USD[level],
          trade: spotClosed === null,
          deposit: depositClosed === null,
        })),
        application,
        countries,
      },
    });
  });

  serve(app, applyKyc, async (c) => {
    const { user } = requireUser(c);
    const { input, files } = await readUpload(c, applyKyc);
    const result = await applyForKyc(c.var.db, user, input, files, c.var.now(), reviewDelayMs);
    if (!result.ok) {
      if (result.refused === 'pending') throw pendingApplication();
      if (result.refused === 'tooMany') throw rateLimited(3600, 'Too many applications today: try again tomorrow');
      if (result.refused === 'storageFull') throw uploadQuotaRefused(result.retryAfter);
      throw invalidInput(result.message);
    }
    return answer(c, applyKyc, { code: 0, message: 'Success', data: result.application });
  });

  return app;
}
