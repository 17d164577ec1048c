'use client';
import dynamic from 'next/dynamic';

/** The business banner's island, loaded only where the server shows a tip: see features/account/islands.tsx. */
export const BusinessBannerFrame = dynamic(() => import('./BusinessBannerFrame').then((m) => m.BusinessBannerFrame));
