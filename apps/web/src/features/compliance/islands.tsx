'use client';
import dynamic from 'next/dynamic';

/**
 * The compliance bar's and notices' client islands, in a chunk of their own that only a page
 * with a bar or a notice loads (most visitors' pages have neither): see
 * features/account/islands.tsx for why they are not imported directly.
 */
export const BarFrame = dynamic(() => import('./BarFrame').then((m) => m.BarFrame));
export const NoticeQueue = dynamic(() => import('./NoticeQueue').then((m) => m.NoticeQueue));
export const GuideRegion = dynamic(() => import('./GuideRegion').then((m) => m.GuideRegion));
