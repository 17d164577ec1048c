'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { usePromptTurn } from '@/lib/overlays/PromptTurns';
import type { ChooserText } from './SiteChooserDialog';
import type { SiteChoice } from './keep-alive';

// the dialog (and Radix Dialog with it) loads only when it shows
const SiteChooserDialog = dynamic(
  () =>
    loadIsland(
      'SiteChooserDialog',
      import('./SiteChooserDialog').then((m) => m.SiteChooserDialog),
    ),
  { ssr: false },
);

/**
 * The site chooser the server decided to open (SiteChooser.tsx): it asks for the prompts' turn at
 * once and opens when it holds it (after compliance notices and KYC prompts: PromptTurns.tsx).
 */
export function SiteChooserIsland({ names, leaveTo, text }: { names: Record<SiteChoice, string>; leaveTo: string; text: ChooserText }) {
  const [closed, setClosed] = useState(false);
  const { turn, focus } = usePromptTurn('siteChooser', !closed);
  return turn ? <SiteChooserDialog names={names} leaveTo={leaveTo} text={text} onClose={() => setClosed(true)} focus={focus} /> : null;
}
