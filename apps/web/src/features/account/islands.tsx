'use client';
import dynamic from 'next/dynamic';

/**
 * The account area's client islands, in chunks of their own. Every client component that a
 * layout's server components import lands in that layout's shared chunk, which every page loads:
 * through `next/dynamic` these load only where the server rendered them (a logged-in page, where
 * the server's HTML already holds them and their chunks are preloaded), never on a guest's page.
 * The server components import them from here, not from their own modules.
 */
export const DepositLauncher = dynamic(() => import('./DepositLauncher').then((m) => m.DepositLauncher));
export const FundPasswordEntry = dynamic(() => import('./FundPasswordEntry').then((m) => m.FundPasswordEntry));
export const LogoutOptions = dynamic(() => import('./LogoutOptions').then((m) => m.LogoutOptions));
export const CopyUid = dynamic(() => import('./CopyUid').then((m) => m.CopyUid));
export const FiatAmount = dynamic(() => import('./FiatAmount').then((m) => m.FiatAmount));
export const TierVolume = dynamic(() => import('./FiatAmount').then((m) => m.TierVolume));
