'use client';
import { useEffect } from 'react';
import { needsRegistration, SW_SCOPE, SW_URL } from './service-worker';

async function register(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  const existing = registrations.map((r) => ({ scope: r.scope, scriptURL: (r.active ?? r.waiting ?? r.installing)?.scriptURL }));
  if (!needsRegistration(existing, window.location.origin)) return;
  await navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE });
}

/** Registers the service worker once, after the page has loaded; failures are logged only. */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const run = () => void register().catch((error: unknown) => console.warn('[sw] registration failed', error));
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
    return () => window.removeEventListener('load', run);
  }, []);
  return null;
}
