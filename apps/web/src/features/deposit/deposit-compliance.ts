import type { ComplianceState } from '@/lib/compliance/compliance-state';
import { isRestricted } from '@/lib/compliance/compliance-state';

/** The compliance menu code that closes deposits (a rule whose `menu` holds it, as `withdraw` closes money out). */
export const DEPOSIT_CODE = 'deposit';

/**
 * Whether the compliance rules close deposits to this visitor (docs/WALLET.md "Deposit pages"): only a
 * rule whose menu holds DEPOSIT_CODE. A withdraw-only account may still deposit (withdraw-only stops
 * trading, apps/api/src/domain/compliance.ts `spotClosedFor`; the API credits its deposits as anyone's),
 * and a limited country never reaches the page (the proxy's compliance gate sends it to the
 * restricted-region page first).
 */
export function depositClosed(state: Pick<ComplianceState, 'menu'>): boolean {
  return isRestricted(state, DEPOSIT_CODE);
}
