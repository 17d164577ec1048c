'use client';
import type { ReactNode } from 'react';
import { Contained } from '@/lib/islands/Contained';
import { useGuideClicks, useGuideView } from '@/lib/compliance/guide-tracking';

function Tracked({ guide, className, children }: { guide: string; className?: string; children: ReactNode }) {
  useGuideView(guide);
  const clicks = useGuideClicks(guide);
  return (
    <div className={className} ref={clicks}>
      {children}
    </div>
  );
}

/**
 * A server-rendered piece of compliance guidance (the restricted-region page, the compliance tips)
 * whose view and link clicks are tracked (spec doc 2 §7): a block around the server's markup. If
 * the tracking fails, the guidance stays as the server wrote it, untracked, and the error is
 * reported (Contained): the server decided this visitor must read it, so no generic notice takes
 * its place.
 */
export function GuideRegion({ guide, className, children }: { guide: string; className?: string; children: ReactNode }) {
  return (
    <Contained name="compliance guidance" fallback={<div className={className}>{children}</div>}>
      <Tracked guide={guide} {...(className ? { className } : {})}>
        {children}
      </Tracked>
    </Contained>
  );
}
