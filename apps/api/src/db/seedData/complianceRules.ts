import type { SiteKey } from '@exchange/sites/types';
import type { ComplianceLimitFlags } from '../schema';

export interface SeedComplianceRule {
  siteKey: SiteKey;
  /** null: every visitor of the site */
  country: number | null;
  menu: string[];
  business: string[];
  limits: ComplianceLimitFlags;
}

/**
 * Site-wide compliance rules (our own choice; the spec names the flags, not who gets them). The main
 * site restricts nothing; sites without a row (mt, hk, bs, sg, jp, uae, testnet) restrict nothing either.
 */
export const SEED_COMPLIANCE_RULES: readonly SeedComplianceRule[] = [
  { siteKey: 'main', country: null, menu: [], business: [], limits: {} },
  { siteKey: 'uk', country: null, menu: ['derivatives', 'fiat_trade'], business: [], limits: { is_uk_limit: true } },
  { siteKey: 'eu', country: null, menu: ['derivatives', 'copy_trading'], business: [], limits: {} },
  { siteKey: 'us', country: null, menu: ['derivatives'], business: [], limits: {} },
  { siteKey: 'tr', country: null, menu: [], business: [], limits: { is_tr: true } },
];
