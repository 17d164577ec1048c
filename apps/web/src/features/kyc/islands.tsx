'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';

/**
 * The KYC prompts' client islands, in a chunk of their own that only a logged-in page that shows
 * one loads: see features/account/islands.tsx for why they are not imported directly.
 */
export const KycTipBar = dynamic(() =>
  loadIsland(
    'KycTipBar',
    import('./KycTipBar').then((m) => m.KycTipBar),
  ),
);
export const KycPromptIsland = dynamic(() =>
  loadIsland(
    'KycPromptIsland',
    import('./KycPromptIsland').then((m) => m.KycPromptIsland),
  ),
);
