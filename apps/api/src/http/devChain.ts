import { DEV_DEPOSIT_SECRET } from '../domain/wallet/addresses';

export interface WalletOptions {
  /** DEV_CHAIN: the simulated-deposit call answers (404 otherwise) */
  devChain: boolean;
  /** DEPOSIT_ADDRESS_SECRET: the key deposit addresses are derived with */
  depositSecret: string;
}

const TRUE = ['1', 'true', 'on', 'yes'];

/**
 * The wallet's settings from the environment (docs/CONFIGURATION.md):
 *
 * - `DEV_CHAIN=1` (development and tests only; ignored under NODE_ENV=production with a warning,
 *   like DEV_COUNTRY_COOKIE) opens the simulated-deposit call (`POST /apiw/v2/wallet/dev/deposit`).
 * - `DEPOSIT_ADDRESS_SECRET`: the key deposit addresses are derived with (at least 16 characters);
 *   unset, a fixed development key (the simulated chains hold no money), with a warning under
 *   NODE_ENV=production.
 */
export function walletOptionsFromEnv(env: Readonly<Record<string, string | undefined>>, warn: (message: string) => void = console.warn): WalletOptions {
  const production = env.NODE_ENV?.trim() === 'production';
  const wantsDev = TRUE.includes(env.DEV_CHAIN?.trim().toLowerCase() ?? '');
  if (wantsDev && production) warn('[api] DEV_CHAIN is ignored when NODE_ENV=production');
  const secret = env.DEPOSIT_ADDRESS_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 16) throw new Error('DEPOSIT_ADDRESS_SECRET must be at least 16 characters');
  if (!secret && production) warn('[api] DEPOSIT_ADDRESS_SECRET is not set: deposit addresses use the development key');
  return { devChain: wantsDev && !production, depositSecret: secret || DEV_DEPOSIT_SECRET };
}
