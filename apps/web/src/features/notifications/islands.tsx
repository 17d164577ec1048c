'use client';
import dynamic from 'next/dynamic';

/**
 * The bell's client islands, in a chunk of their own that only a logged-in page loads (where the
 * server rendered the bell): see features/account/islands.tsx for why they are not imported directly.
 */
export const BellLabel = dynamic(() => import('./BellParts').then((m) => m.BellLabel));
export const NoticeAnnouncer = dynamic(() => import('./BellParts').then((m) => m.NoticeAnnouncer));
export const NoticeLive = dynamic(() => import('./BellParts').then((m) => m.NoticeLive));
// The panel (tabs, lists, the query client, zod) is its own chunk, fetched on the bell's first opening.
export const ReminderPanelSlot = dynamic(() => import('./ReminderPanel').then((m) => m.ReminderPanel), { ssr: false });
