'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import type { AuthTargets } from '@/lib/auth/AuthLinks';
import { useOverlay } from '@/lib/overlays/overlays';
import type { RegistrationLabels } from './RegistrationDialog';

const RegistrationDialog = dynamic(
  () =>
    loadIsland(
      'RegistrationDialog',
      import('./RegistrationDialog').then((m) => m.RegistrationDialog),
    ),
  { ssr: false },
);

/** Renders the registration modal once a feature has opened it (its code loads then), and keeps it mounted while it closes. */
export function RegistrationHost({ auth, labels }: { auth: AuthTargets; labels: RegistrationLabels }) {
  const { current, last, seen, opener, setOpen } = useOverlay('registration');
  if (!seen) return null;
  return (
    <RegistrationDialog
      open={current !== null}
      onOpenChange={setOpen}
      opener={opener}
      reason={(current ?? last)?.reason ?? 'account'}
      auth={auth}
      labels={labels}
    />
  );
}
