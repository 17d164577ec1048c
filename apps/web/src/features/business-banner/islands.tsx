'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';

/** The business banner's island, loaded only where the server shows a tip: see features/account/islands.tsx. */
export const BusinessBannerFrame = dynamic(() =>
  loadIsland(
    'BusinessBannerFrame',
    import('./BusinessBannerFrame').then((m) => m.BusinessBannerFrame),
  ),
);
