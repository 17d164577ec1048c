'use client';
import { Activity, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { islandLoading, rootHydrated } from './hydration-signal';

type Done = RefObject<(() => void) | null>;

/**
 * A part of the server's page that React hydrates after the root, in short slices. A visible
 * `<Activity>` the server rendered is skipped by React's first hydration pass (one task that never
 * yields: the root, its providers and whatever is outside every such part) and hydrated later at a
 * low priority, yielding to the browser every few milliseconds; a click or key inside it first
 * hydrates it at once, then the event is replayed. The server writes its content in place (an
 * Activity is not a Suspense boundary: nothing is streamed apart or revealed later, and content
 * still on its way holds the page as before). A `<Suspense>` would hydrate the same way, but the
 * server sends a large Suspense boundary apart from the page and reveals it up to 300 ms after the
 * first paint (React's batched reveals): a header or a page's content cannot wait for that.
 *
 * The page's readiness signal (hydration-signal.ts) waits for it: the part counts as a loading
 * island from the root's commit (a layout effect, before the root's passive effects publish) until
 * its own content has committed.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const done: Done = useRef(null);
  useLayoutEffect(() => {
    const mounted = islandLoading();
    done.current = mounted;
    return mounted;
  }, []);
  return (
    <Activity mode="visible">
      {children}
      <Hydrated done={done} />
    </Activity>
  );
}

/** Says the part's content has committed: after the content's own effects, in the commit that hydrates it. */
function Hydrated({ done }: { done: Done }) {
  useEffect(() => {
    done.current?.();
  }, [done]);
  return null;
}

/**
 * Tells the hydration signal the root has hydrated (its effect runs in the root's commit). Renders
 * nothing. Beside Deferred, in the one module every page loads.
 */
export function HydrationSignal() {
  useEffect(rootHydrated, []);
  return null;
}
