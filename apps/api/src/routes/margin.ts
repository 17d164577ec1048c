import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCrossMarginInfo } from '@exchange/contract/margin';
import { balances } from '../db/schema';
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
    const [usdt] = await c.var.db
      .select({ available: balances.available })
      .from(balances)
      .where(and(eq(balances.userId, user.id), eq(balances.asset, 'USDT')))
      .limit(1);
    return answer(c, getCrossMarginInfo, {
      code: 0,
      message: '',
      data: { userTier: user.vipLevel, userSpotBalance: usdt?.available ?? '0', crossMarginUid: user.crossMarginUid },
    });
  });

  return app;
}
