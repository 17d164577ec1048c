'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import type { MenuView } from '@/lib/nav/nav-view';
import { useOverlay } from '@/lib/overlays/overlays';

const SearchSheet = dynamic(
  () =>
    loadIsland(
      'SearchSheet',
      import('./SearchSheet').then((m) => m.SearchSheet),
    ),
  { ssr: false },
);

/** Mounted once by the layout; loads the search sheet the first time the drawer's entry or the bar's icon opens it. */
export function SearchSheetHost({ menus }: { menus: readonly MenuView[] }) {
  const { current, seen, opener, setOpen } = useOverlay('search');
  return seen ? <SearchSheet menus={menus} open={current !== null} onOpenChange={setOpen} opener={opener} /> : null;
}
