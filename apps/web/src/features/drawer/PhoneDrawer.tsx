'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useTranslations } from 'next-intl';
import { useOverlay, useOverlayActions } from '@/lib/overlays/overlays';
import { trackClick } from '@/lib/telemetry/tracking';
import { MenuIcon } from '@/lib/ui/icons';
import type { DrawerProps } from './DrawerSheet';

const DrawerSheet = dynamic(
  () =>
    loadIsland(
      'DrawerSheet',
      import('./DrawerSheet').then((m) => m.DrawerSheet),
    ),
  { ssr: false },
);

/** The drawer button (below 992 px); the sheet and its libraries load on the first tap. */
export function PhoneDrawer(props: DrawerProps) {
  const t = useTranslations('header');
  const { current, seen, opener, setOpen } = useOverlay('drawer');
  const { open } = useOverlayActions();
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={current !== null}
        onClick={(event) => {
          trackClick('header_drawer');
          open({ kind: 'drawer' }, event.currentTarget);
        }}
      >
        <MenuIcon />
      </button>
      {seen && <DrawerSheet {...props} open={current !== null} setOpen={setOpen} opener={opener} />}
    </>
  );
}
