'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';

/** The site chooser's island, loaded only where the server shows it: see features/account/islands.tsx. */
export const SiteChooserIsland = dynamic(() =>
  loadIsland(
    'SiteChooserIsland',
    import('./SiteChooserIsland').then((m) => m.SiteChooserIsland),
  ),
);
