'use client';
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useOverlay, useOverlayActions } from './overlays';
import { trackClick } from '@/lib/telemetry/tracking';

const ComingSoonDialog = dynamic(
  () =>
    loadIsland(
      'ComingSoonDialog',
      import('./ComingSoonDialog').then((m) => m.ComingSoonDialog),
    ),
  { ssr: false },
);

/** An EU-restricted entry (spec doc 1 §5, §8): looks like a link, opens the "Stay tuned!" modal instead of navigating. */
export function ComingSoonLink({ className, children, name }: { className?: string; children: ReactNode; name: string }) {
  const { open } = useOverlayActions();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        trackClick(`coming_soon:${name}`);
        open({ kind: 'comingSoon' }, event.currentTarget);
      }}
    >
      {children}
    </button>
  );
}

/** Mounted once by the layout; loads the modal the first time an upcoming entry is clicked. */
export function ComingSoonHost() {
  const { current, seen, opener, setOpen } = useOverlay('comingSoon');
  return seen ? <ComingSoonDialog open={current !== null} onOpenChange={setOpen} opener={opener} /> : null;
}
