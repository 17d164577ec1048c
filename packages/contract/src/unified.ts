import { z } from 'zod/mini';
import { defineCall, noInput, ok } from './define';

export const accountModeSchema = z.object({
  mode: z.enum(['classic', 'single_currency', 'multi_currency', 'portfolio']),
  support_unified: z.boolean(),
  /** true until the user has opened the unified account once */
  first_open: z.boolean(),
  auto_borrow: z.boolean(),
  auto_repay: z.boolean(),
  settings: z.object({ options: z.boolean(), usdt_futures: z.boolean(), spot_hedge: z.boolean(), use_funding: z.boolean() }),
});
export type AccountMode = z.output<typeof accountModeSchema>;

/** The account mode; classic on any failure (spec doc 1 §8). */
export const getAccountMode = defineCall({
  method: 'GET',
  path: '/apiw/v2/unified/account_mode',
  request: noInput,
  answer: ok(accountModeSchema),
  fallback: {
    code: 0,
    message: '',
    data: {
      mode: 'classic',
      support_unified: false,
      first_open: true,
      auto_borrow: false,
      auto_repay: false,
      settings: { options: false, usdt_futures: false, spot_hedge: false, use_funding: false },
    },
  },
});
