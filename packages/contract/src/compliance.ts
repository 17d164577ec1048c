import { z } from 'zod';
import { defineCall, ok } from './define';

const textLink = z.object({ key: z.string(), link: z.string() });

export const complianceSchema = z.object({
  /** restricted feature codes (e.g. deposit, fiat_trade, derivatives) */
  menu: z.array(z.string()),
  business: z.array(z.string()),
  limit: z.object({
    limit_country: z.boolean(),
    is_uk_limit: z.boolean(),
    brazil_toast: z.boolean(),
    is_nl_limit: z.boolean(),
    is_italy_limit: z.boolean(),
    ltw_toast: z.boolean(),
    is_uzbekistan_toast: z.boolean(),
    is_show_compliance_tips: z.boolean(),
    is_blocked_country: z.boolean(),
    is_tr: z.boolean(),
    toast_config: z
      .object({
        content: z.string(),
        text_link: z.array(textLink),
        ok_button: z.string(),
        cancel_button: z.string(),
        ok_button_router: z.string(),
      })
      .nullable(),
  }),
  toast: z.object({
    is_hk_user: z.boolean(),
    is_withdraw_only_user: z.boolean(),
    limit_country_user_status: z.enum(['LIMIT_VISITOR', 'LIMIT_LOW_KYC_USER', 'LIMIT_HIGH_KYC_USER', 'NON_LIMIT_HIGH_KYC_USER']).nullable(),
  }),
});
export type Compliance = z.output<typeof complianceSchema>;

/** Compliance check, keyed by locale; empty lists and no limits on failure (spec doc 2 §8). */
export const complianceCheck = defineCall({
  method: 'GET',
  path: '/api/web/v1/compliance/check',
  request: z.object({ lang: z.string().max(8).optional() }),
  answer: ok(complianceSchema),
  fallback: {
    code: 0,
    message: '',
    data: {
      menu: [],
      business: [],
      limit: {
        limit_country: false,
        is_uk_limit: false,
        brazil_toast: false,
        is_nl_limit: false,
        is_italy_limit: false,
        ltw_toast: false,
        is_uzbekistan_toast: false,
        is_show_compliance_tips: false,
        is_blocked_country: false,
        is_tr: false,
        toast_config: null,
      },
      toast: { is_hk_user: false, is_withdraw_only_user: false, limit_country_user_status: null },
    },
  },
});
