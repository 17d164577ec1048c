'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { Contained } from '@/lib/islands/Contained';
import { useKyc2Cleared } from '@/lib/kyc/use-kyc2-cleared';
import { usePromptTurn } from '@/lib/overlays/PromptTurns';
import type { KycPrompt } from './kyc-rules';
import type { PromptText } from './PromptDialog';

// the dialog (and Radix Dialog with it) loads only when the prompt shows
const PromptDialog = dynamic(
  () =>
    loadIsland(
      'PromptDialog',
      import('./PromptDialog').then((m) => m.PromptDialog),
    ),
  { ssr: false },
);

type Props = { prompt: Exclude<KycPrompt, { kind: 'none' }>; text: PromptText };

function Prompt({ prompt, text }: Props) {
  const [closed, setClosed] = useState(false);
  // an approval to KYC2 while the page is open (pushed on `user.kyc`) ends the prompt at once
  const cleared = useKyc2Cleared();
  const { turn, focus } = usePromptTurn('kyc', !closed && !cleared);
  return turn && !cleared ? <PromptDialog prompt={prompt} text={text} onClose={() => setClosed(true)} focus={focus} /> : null;
}

/**
 * The KYC prompt the server decided on (KycPrompts.tsx): it asks for the prompts' turn at once and
 * opens its dialog when it holds it (after the compliance notices, if due: PromptTurns.tsx); dismissed, it
 * gives the turn on. Contained: the dialog's content keeps its failures inside the open dialog
 * (PromptDialog); any other failure shows the generic error notice in the prompt's place, and the
 * turn goes on to the next prompt.
 */
export function KycPromptIsland(props: Props) {
  return (
    <Contained name="kyc prompt">
      <Prompt {...props} />
    </Contained>
  );
}
