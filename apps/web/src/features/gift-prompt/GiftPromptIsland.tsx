'use client';
import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { BREAKPOINT } from '@/lib/ui/breakpoints';
import { useClientContext } from '@/lib/request/client-context';
import { usePromptTurn } from '@/lib/overlays/PromptTurns';
import { trackClick } from '@/lib/telemetry/tracking';
import type { GiftLabels } from './GiftDialog';
import { decideGift, GIFT_STORAGE_KEY } from './gift-rules';

const GiftDialog = dynamic(
  () =>
    loadIsland(
      'GiftDialog',
      import('./GiftDialog').then((m) => m.GiftDialog),
    ),
  { ssr: false },
);

function readStored(): string | null {
  try {
    return window.localStorage.getItem(GIFT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(value: string): void {
  try {
    window.localStorage.setItem(GIFT_STORAGE_KEY, value);
  } catch {
    // storage refused (private mode): the prompt may show again on the next page; nothing breaks
  }
}

/**
 * Decides once per page load, once hydrated, whether the gift prompt is due (gift-rules.ts);
 * when it is, it asks for the prompts' turn (it ranks last: PromptTurns.tsx). When it gets it, it stores the day's count, loads the dialog and
 * records the view: a prompt that never got its turn was not shown and does not count.
 */
export function GiftPromptIsland({ labels, signupHref, appHref }: { labels: GiftLabels; signupHref: string; appHref?: string }) {
  const { user } = useClientContext();
  // the stored value to write once shown; null: not due (or closed)
  const [due, setDue] = useState<string | null>(null);
  const counted = useRef(false);
  const loggedIn = user.is_login;
  useEffect(() => {
    // decided in the task after hydration (a media query and one storage read): the first paint
    // is long done, and a dialog that opens seconds later, once the visitor has begun to read or
    // tap, is the worse interruption
    const id = window.setTimeout(() => {
      const phone = window.matchMedia(`(max-width: ${BREAKPOINT.phone - 0.02}px)`).matches;
      const decision = decideGift({ loggedIn, phone, enabled: true }, readStored(), Date.now());
      if (decision.show) setDue(decision.next);
    }, 0);
    return () => window.clearTimeout(id);
  }, [loggedIn]);
  const { turn, focus } = usePromptTurn('gift', due !== null);
  useEffect(() => {
    if (!turn || counted.current || due === null) return;
    counted.current = true;
    writeStored(due);
    trackClick('gift_prompt', 'gift_prompt:view');
  }, [turn, due]);
  if (!turn) return null;
  return <GiftDialog onClose={() => setDue(null)} focus={focus} labels={labels} signupHref={signupHref} {...(appHref ? { appHref } : {})} />;
}
