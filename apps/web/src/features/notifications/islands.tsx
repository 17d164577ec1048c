'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';

/**
 * The bell's client islands, in a chunk of their own that only a logged-in page loads (where the
 * server rendered the bell): see features/account/islands.tsx for why they are not imported directly.
 */
export const BellLabel = dynamic(() =>
  loadIsland(
    'BellLabel',
    import('./BellParts').then((m) => m.BellLabel),
  ),
);
export const NoticeAnnouncer = dynamic(() =>
  loadIsland(
    'NoticeAnnouncer',
    import('./BellParts').then((m) => m.NoticeAnnouncer),
  ),
);
export const NoticeLive = dynamic(() =>
  loadIsland(
    'NoticeLive',
    import('./BellParts').then((m) => m.NoticeLive),
  ),
);
// The panel (tabs, lists, the query client, zod) is its own chunk, fetched on the bell's first opening.
export const ReminderPanelSlot = dynamic(
  () =>
    loadIsland(
      'ReminderPanel',
      import('./ReminderPanel').then((m) => m.ReminderPanel),
    ),
  { ssr: false },
);
