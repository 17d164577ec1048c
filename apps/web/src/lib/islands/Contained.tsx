'use client';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportRenderError } from '@/lib/telemetry/report-error';
import { ErrorNotice } from '@/lib/ui/ErrorNotice';

/**
 * A part of the page whose render error stays its own (react-error-boundary): in its place the
 * generic error boundary's 'Something went wrong' and 'Refresh' (spec doc 1 §8), or `fallback`
 * where the part must leave something else (compliance guidance keeps the server's text), the
 * error reported as a render error, and the page and the rest of the site's frame go on. Without
 * it, an error in a header island reaches the root error page, which replaces the whole document.
 *
 * Imported only from a module loaded on demand (an island behind `next/dynamic`, a dialog loaded
 * on first use), it adds nothing to a page's first load: never from a module every page loads
 * (the features' islands.tsx, the header's buttons, the prompts' deciders). A dialog puts it
 * inside its content, so a failure shows in the open dialog, which still closes and gives focus
 * back. Where it is: the header's coin panels, the search results, the notifications panel, the
 * account menu's controls and its deposit and fund-password dialogs, the compliance bar, notices
 * and guidance, the KYC tip bar and prompt, the settings dialogs, the phone drawer's sheet, the
 * gift and registration dialogs and the command palette; the trade page puts it around the
 * chart's loader. A chunk that fails to load is not its to catch (it lives in that chunk): every
 * `next/dynamic` loader goes through `loadIsland` (failed-island.tsx) for that.
 */
export function Contained({ name, fallback, children }: { name: string; fallback?: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={fallback ?? <ErrorNotice inPlace />} onError={(error) => reportRenderError(`[island] ${name} failed`, error)}>
      {children}
    </ErrorBoundary>
  );
}
