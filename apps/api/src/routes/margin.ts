import { Hono } from 'hono';
import { getCrossMarginInfo } from '@exchange/contract/margin';
import { availableBalance } from '../domain/funds';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';

export function marginRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** Cross-margin info: the VIP level, the spot USDT available (exact decimal text, '0' when none) and the cross-margin uid. */
  serve(app, getCrossMarginInfo, async (c) => {
    await readInput(c, getCrossMarginInfo);
    const { user } = requireUser(c);
    return answer(c, getCrossMarginInfo, {
      code: 0,
      message: '',
      data: { userTier: user.vipLevel, userSpotBalance: await availableBalance(c.var.db, user.id, 'USDT'), crossMarginUid: user.crossMarginUid },
    });
  });

  return app;
}
