import type { SiteKey } from '@exchange/sites/types';
import type { ComplianceLimitFlags, LocalisedToast } from '../../db/schema';

export interface SeedComplianceRule {
  siteKey: SiteKey;
  /** ISO alpha-2; null: the site-wide row (every visitor whose country has no row of its own) */
  country: string | null;
  menu: string[];
  business: string[];
  limits: ComplianceLimitFlags;
  isHkUser?: boolean;
  toastConfig?: LocalisedToast;
  limitCountryToast?: LocalisedToast;
}

/** The restricted-location dialog (spec doc 2 §8 "Restricted location"), in English and Chinese. */
export const RESTRICTED_LOCATION_TOAST: LocalisedToast = {
  en: {
    content:
      '<p>We are unable to provide services in your location (for example the United States, Canada, Cuba, Iran and North Korea). ' +
      'Please read our User Agreement or contact Customer Support if you have questions.</p>',
    text_link: [
      { key: 'User Agreement', link: '/user-agreement' },
      { key: 'Customer Support', link: '/myaccount/tickets' },
    ],
    ok_button: 'I Acknowledge',
    cancel_button: '',
    ok_button_router: '',
  },
  zh: {
    content: '<p>我们无法在您所在的地区（例如美国、加拿大、古巴、伊朗和朝鲜）提供服务。如有疑问，请阅读用户协议或联系客服支持。</p>',
    text_link: [
      { key: '用户协议', link: '/user-agreement' },
      { key: '客服支持', link: '/myaccount/tickets' },
    ],
    ok_button: '我已知晓',
    cancel_button: '',
    ok_button_router: '',
  },
};

/** The one region with a `toast_config` (our choice: Brazil, beside its `brazil_toast` flag). */
export const BRAZIL_TOAST: LocalisedToast = {
  en: {
    content:
      '<p>Under Brazilian rules, residents of Brazil must complete identity verification to keep trading. ' + 'See the User Agreement for the details.</p>',
    text_link: [{ key: 'User Agreement', link: '/user-agreement' }],
    ok_button: 'Verify now',
    cancel_button: 'Later',
    ok_button_router: '/myaccount/kyc_home',
  },
  'pt-br': {
    content:
      '<p>Pelas regras brasileiras, residentes no Brasil precisam concluir a verificação de identidade para continuar negociando. ' +
      'Veja os detalhes no Contrato do Usuário.</p>',
    text_link: [{ key: 'Contrato do Usuário', link: '/user-agreement' }],
    ok_button: 'Verificar agora',
    cancel_button: 'Mais tarde',
    ok_button_router: '/myaccount/kyc_home',
  },
};

/** Countries where the main site offers no service (limit_country, is_blocked_country, the restricted-location toast). */
export const RESTRICTED_COUNTRIES = ['US', 'CA', 'CU', 'IR', 'KP'] as const;

/** Trading features closed where an account is closed to trading (the Netherlands, Uzbekistan). */
const CLOSED_MARKET_MENU = ['spot_trade', 'derivatives', 'margin_etf_trade', 'fiat_trade', 'credit_paywith_card', 'bank_card', 'copy_trading'];

/**
 * Compliance rules (our own choice; the spec names the flags, not who gets them). Sub-sites serve
 * their own region, so the per-country rows are the main site's; sites without a row (mt, hk, bs,
 * sg, jp, uae, testnet) restrict nothing. `ltw_toast`: we read LTW as Lithuania (LT).
 */
export const SEED_COMPLIANCE_RULES: readonly SeedComplianceRule[] = [
  { siteKey: 'main', country: null, menu: [], business: [], limits: {} },
  ...RESTRICTED_COUNTRIES.map((country): SeedComplianceRule => ({
    siteKey: 'main',
    country,
    menu: [],
    business: [],
    limits: { limit_country: true, is_blocked_country: true },
    limitCountryToast: RESTRICTED_LOCATION_TOAST,
  })),
  {
    siteKey: 'main',
    country: 'GB',
    menu: ['derivatives', 'margin_etf_trade', 'copy_trading', 'ventures'],
    business: [],
    limits: { is_uk_limit: true, is_show_compliance_tips: true },
  },
  { siteKey: 'main', country: 'NL', menu: CLOSED_MARKET_MENU, business: [], limits: { is_nl_limit: true } },
  { siteKey: 'main', country: 'UZ', menu: CLOSED_MARKET_MENU, business: [], limits: { is_uzbekistan_toast: true } },
  { siteKey: 'main', country: 'IT', menu: ['derivatives', 'margin_etf_trade'], business: [], limits: { is_italy_limit: true, is_show_compliance_tips: true } },
  { siteKey: 'main', country: 'BR', menu: ['credit_paywith_card'], business: [], limits: { brazil_toast: true }, toastConfig: BRAZIL_TOAST },
  {
    siteKey: 'main',
    country: 'HK',
    menu: ['derivatives', 'margin_etf_trade', 'copy_trading', 'nft'],
    business: ['button_pilot_account'],
    limits: { is_show_compliance_tips: true },
    isHkUser: true,
  },
  { siteKey: 'main', country: 'TR', menu: [], business: [], limits: { is_tr: true } },
  { siteKey: 'main', country: 'LT', menu: [], business: [], limits: { ltw_toast: true } },
  { siteKey: 'uk', country: null, menu: ['derivatives', 'fiat_trade'], business: [], limits: { is_uk_limit: true } },
  { siteKey: 'eu', country: null, menu: ['derivatives', 'copy_trading'], business: [], limits: {} },
  { siteKey: 'us', country: null, menu: ['derivatives'], business: [], limits: {} },
  { siteKey: 'tr', country: null, menu: [], business: [], limits: { is_tr: true } },
];
