'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';

/**
 * The account area's client islands, in chunks of their own. Every client component that a
 * layout's server components import lands in that layout's shared chunk, which every page loads:
 * through `next/dynamic` these load only where the server rendered them (a logged-in page, where
 * the server's HTML already holds them and their chunks are preloaded), never on a guest's page.
 * The server components import them from here, not from their own modules.
 */
export const DepositLauncher = dynamic(() =>
  loadIsland(
    'DepositLauncher',
    import('./DepositLauncher').then((m) => m.DepositLauncher),
  ),
);
export const FundPasswordEntry = dynamic(() =>
  loadIsland(
    'FundPasswordEntry',
    import('./FundPasswordEntry').then((m) => m.FundPasswordEntry),
  ),
);
export const LogoutOptions = dynamic(() =>
  loadIsland(
    'LogoutOptions',
    import('./LogoutOptions').then((m) => m.LogoutOptions),
  ),
);
export const CopyUid = dynamic(() =>
  loadIsland(
    'CopyUid',
    import('./CopyUid').then((m) => m.CopyUid),
  ),
);
export const FiatAmount = dynamic(() =>
  loadIsland(
    'FiatAmount',
    import('./FiatAmount').then((m) => m.FiatAmount),
  ),
);
export const TierVolume = dynamic(() =>
  loadIsland(
    'TierVolume',
    import('./FiatAmount').then((m) => m.TierVolume),
  ),
);
