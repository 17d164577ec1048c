/**
 * The KYC timing the browser needs (web src/features/kyc/kyc-rules.ts): here, apart from kyc.ts's
 * calls, so reading it brings no zod into a page's first load.
 */

/** A KYC upgrade notice, once dismissed, stays away this long (spec doc 2 §9: 12 hours). */
export const KYC_UPGRADE_NOTICE_HOURS = 12;
