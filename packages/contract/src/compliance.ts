import { z } from 'zod/mini';
import { defineCall, ok } from './define';

/** A link inside a server-configured text: `key` is the placeholder text to link, `link` the target (own hosts only). */
export const textLink = z.object({ key: z.string().check(z.maxLength(200)), link: z.string().check(z.maxLength(2048)) });

/**
 * A server-configured toast (spec doc 2 §3 toast_config; also the restricted-country toast): `content`
 * is HTML the web sanitises; `text_link` targets and `ok_button_router` are used only when they
 * are on the site's own hosts.
 */
export const toastSchema = z.object({
  content: z.string().check(z.maxLength(5000)),
  text_link: z.array(textLink).check(z.maxLength(20)),
  ok_button: z.string().check(z.maxLength(100)),
  cancel_button: z.string().check(z.maxLength(100)),
  ok_button_router: z.string().check(z.maxLength(2048)),
});
export type ComplianceToast = z.output<typeof toastSchema>;

/** The four visitor states of a limited country (spec doc 2 §4). */
export const LIMIT_COUNTRY_USER_STATUSES = ['LIMIT_VISITOR', 'LIMIT_LOW_KYC_USER', 'LIMIT_HIGH_KYC_USER', 'NON_LIMIT_HIGH_KYC_USER'] as const;
export type LimitCountryUserStatus = (typeof LIMIT_COUNTRY_USER_STATUSES)[number];

/**
 * KYC prompts the server decides (spec doc 2 §3 kyc_toast, §9): the upgrade notice, and the risk
 * user's forced-upgrade guide whose cookie (`risk_user_guide_cookie_key`) lasts
 * `risk_user_guide_frequency` hours (0: shown every time) and which may be closed only when
 * `risk_user_guide_be_closed` is true.
 */
export const kycToastSchema = z.object({
  show_kyc_upgrade_notice: z.boolean(),
  is_risk_user: z.boolean(),
  risk_user_guide_frequency: z.number().check(z.int(), z.gte(0), z.lte(8760)),
  risk_user_guide_cookie_key: z.string().check(z.regex(/^[A-Za-z0-9_]{0,64}$/)),
  risk_user_guide_msg: z.string().check(z.maxLength(2000)),
  risk_user_guide_be_closed: z.boolean(),
  risk_user_guide_url: z.string().check(z.maxLength(2048)),
});
export type KycToast = z.output<typeof kycToastSchema>;
export const NO_KYC_TOAST: KycToast = {
  show_kyc_upgrade_notice: false,
  is_risk_user: false,
  risk_user_guide_frequency: 0,
  risk_user_guide_cookie_key: '',
  risk_user_guide_msg: '',
  risk_user_guide_be_closed: true,
  risk_user_guide_url: '',
};

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
    toast_config: z.nullable(toastSchema),
    /** the restricted-country toast (closes on acknowledgement; main site only) */
    limit_country_toast: z.nullable(toastSchema),
  }),
  toast: z.object({
    is_hk_user: z.boolean(),
    is_withdraw_only_user: z.boolean(),
    limit_country_user_status: z.nullable(z.enum(LIMIT_COUNTRY_USER_STATUSES)),
    kyc_toast: kycToastSchema,
  }),
});
export type Compliance = z.output<typeof complianceSchema>;

/** Compliance check, keyed by locale; empty lists and no limits on failure (spec doc 2 §8). */
export const complianceCheck = defineCall({
  method: 'GET',
  path: '/api/web/v1/compliance/check',
  request: z.object({ lang: z.optional(z.string().check(z.maxLength(8))) }),
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
        limit_country_toast: null,
      },
      toast: { is_hk_user: false, is_withdraw_only_user: false, limit_country_user_status: null, kyc_toast: NO_KYC_TOAST },
    },
  },
});
