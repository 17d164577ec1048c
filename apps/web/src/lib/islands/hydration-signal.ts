/**
 * The page's readiness for input: `data-hydrated` on `<html>` once React has hydrated the page and
 * every island that was loading has mounted (a lazily loaded island hydrates after the rest, when
 * its chunk arrives: a tap on it before then does nothing), and every part the layout hydrates
 * after the root (Deferred.tsx) has hydrated. Browser tests wait for it before they
 * act (e2e/support/fixtures.ts `hydrated`), and `performance.mark('hydrated')` records the first
 * time it holds, for profiles and the bench. Islands loaded later (a dialog's chunk on first use)
 * take the attribute away until they mount, then give it back.
 *
 * Server-side there is no document: nothing is counted.
 */
let rootMounted = false;
let loading = 0;
let marked = false;

function publish(): void {
  if (typeof document === 'undefined') return;
  const ready = rootMounted && loading === 0;
  document.documentElement.toggleAttribute('data-hydrated', ready);
  if (ready && !marked) {
    marked = true;
    performance.mark('hydrated');
  }
}

/** The root has hydrated (its effects run after the whole hydration commit). */
export function rootHydrated(): void {
  rootMounted = true;
  publish();
}

/** An island's chunk is on its way; the returned function says it has mounted (once, whatever calls it again). */
export function islandLoading(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  loading += 1;
  publish();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    loading -= 1;
    publish();
  };
}

/** For unit tests: back to a page that has not hydrated. */
export function resetHydrationSignal(): void {
  rootMounted = false;
  loading = 0;
  marked = false;
  publish();
}
