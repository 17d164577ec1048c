'use client';
import dynamic from 'next/dynamic';

/** The site chooser's island, loaded only where the server shows it: see features/account/islands.tsx. */
export const SiteChooserIsland = dynamic(() => import('./SiteChooserIsland').then((m) => m.SiteChooserIsland));
