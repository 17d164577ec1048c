'use client';
import { useEffect, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { trackClick } from '../../lib/tracking';

const OPEN_EVENT = 'exchange:coming-soon';
const ComingSoonDialog = dynamic(() => import('./ComingSoonDialog').then((m) => m.ComingSoonDialog), { ssr: false });

/** An EU-restricted entry: looks like a link, opens the "Stay tuned!" modal instead of navigating. */
export function ComingSoonLink({ className, children, name }: { className?: string; children: ReactNode; name: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        trackClick(`coming_soon:${name}`);
        window.dispatchEvent(new Event(OPEN_EVENT));
      }}
    >
      {children}
    </button>
  );
}

/** Mounted once in the header; loads the modal the first time an upcoming entry is clicked. */
export function ComingSoonHost() {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);
  return open === null ? null : <ComingSoonDialog open={open} onOpenChange={setOpen} />;
}
