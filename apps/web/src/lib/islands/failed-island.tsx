'use client';
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { islandLoading } from './hydration-signal';
import { reportRenderError } from '@/lib/telemetry/report-error';
import { ErrorNotice } from '@/lib/ui/ErrorNotice';

const subscribeNever = () => () => undefined;

/**
 * What stands in for an island whose code did not load: the generic error notice and its Refresh,
 * from the first render after hydration (an island the server rendered empty, as the notices'
 * queue, then hydrates without a mismatch), and for a dialog or menu (an `open` prop) only while
 * it is open: a closed one leaves nothing in the page. A surface that tells its button it is shown
 * (an `onReady` prop: the chart's lazily loaded menus, use-lazy-menu.ts) has the stand-in say so,
 * so that the button's next press closes it as it would the menu.
 */
export function FailedIsland(props: object) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const onReady = 'onReady' in props && typeof props.onReady === 'function' ? (props.onReady as () => void) : undefined;
  useEffect(() => onReady?.(), [onReady]);
  const closed = 'open' in props && props.open === false;
  return hydrated && !closed ? <ErrorNotice inPlace /> : null;
}

/**
 * Every `next/dynamic` loader goes through this:
 * `dynamic(() => loadIsland('x', import('./X').then((m) => m.X)))`. A chunk that does not load (a
 * flaky phone network, a deployment that has since removed it) would otherwise throw from React's
 * lazy component above the island's own boundary (Contained lives in the chunk that failed): from
 * an island of the layout that reaches the root error page, which replaces the whole document,
 * header and all. Instead the island's place gets the generic error notice, whose Refresh loads
 * the page again, the failure is logged as a caught render error (chunk-load errors are never
 * sent: error-reporting.ts), and the page goes on. While it loads, the page does not count as
 * hydrated (hydration-signal.ts).
 */
export function loadIsland<P extends object>(name: string, loading: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const mounted = islandLoading();
  return loading
    .catch((error: unknown): ComponentType<P> => {
      reportRenderError(`[chunk] ${name} failed to load`, error);
      return FailedIsland;
    })
    .then((Island) => {
      // the page counts as hydrated (hydration-signal.ts) once the island has mounted, not when its code has arrived
      function MountedIsland(props: P) {
        useEffect(mounted, []);
        return <Island {...props} />;
      }
      return MountedIsland;
    });
}
