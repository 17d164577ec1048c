'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';

/**
 * The compliance bar's and notices' client islands, in a chunk of their own that only a page
 * with a bar or a notice loads (most visitors' pages have neither): see
 * features/account/islands.tsx for why they are not imported directly.
 */
export const BarFrame = dynamic(() =>
  loadIsland(
    'BarFrame',
    import('./BarFrame').then((m) => m.BarFrame),
  ),
);
export const NoticeQueue = dynamic(() =>
  loadIsland(
    'NoticeQueue',
    import('./NoticeQueue').then((m) => m.NoticeQueue),
  ),
);
export const GuideRegion = dynamic(() =>
  loadIsland(
    'GuideRegion',
    import('./GuideRegion').then((m) => m.GuideRegion),
  ),
);
