'use client';
import { useEffect, useEffectEvent } from 'react';

/** A server-rendered text field: the input or textarea itself, once mounted. */
type Field = HTMLInputElement | HTMLTextAreaElement | null | undefined;

/**
 * What a visitor did to a server-rendered text field before the page's code ran (a quick tap on a
 * slow phone): once mounted, `adopt` gets the text typed (line breaks at its end dropped: an Enter
 * then could not submit anything) and whether the field has focus, so that a controlled field
 * neither loses the text at its first update nor ignores the tap. Nothing when it was left alone.
 */
export function useTypedBeforeHydration(field: () => Field, adopt: (typed: string, focused: boolean) => void): void {
  const onMount = useEffectEvent(() => {
    const element = field();
    if (!element) return;
    const typed = element.value.replace(/[\r\n]+$/, '');
    const focused = document.activeElement === element;
    if (typed || focused) adopt(typed, focused);
  });
  useEffect(() => onMount(), []);
}
