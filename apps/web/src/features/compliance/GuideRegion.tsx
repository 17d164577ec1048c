'use client';
import type { ReactNode } from 'react';
import { useGuideClicks, useGuideView } from '../../lib/guide-tracking';

/**
 * A server-rendered piece of compliance guidance (the restricted-region page, the compliance tips)
 * whose view and link clicks are tracked (spec doc 2 §7): a block around the server's markup.
 */
export function GuideRegion({ guide, className, children }: { guide: string; className?: string; children: ReactNode }) {
  useGuideView(guide);
  const clicks = useGuideClicks(guide);
  return (
    <div className={className} ref={clicks}>
      {children}
    </div>
  );
}
