import { Hono } from 'hono';
import { getAccountMode } from '@exchange/contract/unified';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';

export function unifiedRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * The user's account mode. The unified account is offered where the site's record says so
   * (supportsUnifiedAccount: the main site only); automatic borrowing/repayment, spot hedging and
   * funding use are not offered here (always false), and USDT futures are always on. Options
   * follow the user's options_enabled.
   */
  serve(app, getAccountMode, async (c) => {
    await readInput(c, getAccountMode);
    const { user } = requireUser(c);
    return answer(c, getAccountMode, {
      code: 0,
      message: '',
      data: {
        mode: user.accountMode,
        support_unified: c.var.site.supportsUnifiedAccount,
        first_open: user.unifiedFirstOpen,
        auto_borrow: false,
        auto_repay: false,
        settings: { options: user.optionsEnabled, usdt_futures: true, spot_hedge: false, use_funding: false },
      },
    });
  });

  return app;
}
