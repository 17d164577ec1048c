import { z } from 'zod/mini';
import { defineCall } from './define';
import { textLink } from './compliance';

/**
 * The business compliance tip (spec doc 2 §3 "Business compliance tip"): a banner the server
 * configures per site, region and user. `content` is HTML the web sanitises; `text_link` targets
 * and `ok_button_router` are used only on the site's own hosts. Closable unless `no_close_button`.
 */
export const businessTipSchema = z.object({
  title: z.string().check(z.maxLength(200)),
  content: z.string().check(z.maxLength(5000)),
  ok_button: z.string().check(z.maxLength(100)),
  cancel_button: z.string().check(z.maxLength(100)),
  ok_button_router: z.string().check(z.maxLength(2048)),
  text_link: z.array(textLink).check(z.maxLength(20)),
  no_close_button: z.boolean(),
});
export type BusinessTip = z.output<typeof businessTipSchema>;

/**
 * `GET /api/web/v1/kyc/footerTipsCheck` (spec doc 2 §7): this call keeps the legacy envelope:
 * `resMsg.code` '0' (or 0) means ok and `datas[0]`, when present, is the tip. A failure or a
 * non-zero code means no tip (spec doc 2 §8).
 */
export const footerTipsCheck = defineCall({
  method: 'GET',
  path: '/api/web/v1/kyc/footerTipsCheck',
  request: z.strictObject({}),
  answer: z.object({
    resMsg: z.object({ code: z.union([z.string().check(z.maxLength(16)), z.number().check(z.int())]), message: z.string().check(z.maxLength(500)) }),
    datas: z.array(businessTipSchema).check(z.maxLength(5)),
  }),
  fallback: { resMsg: { code: '0', message: '' }, datas: [] },
});

/** The tip to show, if any: only with code 0. */
export function businessTipOf(answer: z.output<typeof footerTipsCheck.answer>): BusinessTip | null {
  return String(answer.resMsg.code) === '0' ? (answer.datas[0] ?? null) : null;
}

/** High tier starts here (spec doc 2 §9); tier ≤ 10 with verified ≠ 3 is a low-tier account (§5). */
export const HIGH_TIER_LEVEL = 11;
