'use client';
import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { MenuView } from '@/lib/nav/nav-view';
import { Sheet } from '@/lib/ui/Sheet';
import { SearchField } from './SearchField';

/** The search in a sheet: the whole screen on phones; the input takes focus as it opens. */
export function SearchSheet({
  menus,
  open,
  onOpenChange,
  opener,
}: {
  menus: readonly MenuView[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: HTMLElement | null;
}) {
  const t = useTranslations('search');
  const input = useRef<HTMLInputElement>(null);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('open')} closeLabel={t('close')} opener={opener} initialFocus={input}>
      <SearchField menus={menus} variant="sheet" inputRef={input} />
    </Sheet>
  );
}
