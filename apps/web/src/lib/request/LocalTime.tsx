'use client';
import { useClientContext } from '@/lib/request/client-context';
import { useHydrated } from '@/lib/ui/use-hydrated';

/** A moment in the reader's time zone, written after hydration (the server's zone would differ). */
export function LocalTime({ ms, className }: { ms: number; className?: string }) {
  const { locale } = useClientContext();
  const hydrated = useHydrated();
  const at = new Date(ms);
  return (
    <time className={className} dateTime={at.toISOString()}>
      {hydrated ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at) : ''}
    </time>
  );
}
