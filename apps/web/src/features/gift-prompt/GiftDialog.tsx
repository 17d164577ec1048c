'use client';
import { Contained } from '@/lib/islands/Contained';
import type { PromptFocus } from '@/lib/ui/overlay-presence';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { trackClick } from '@/lib/telemetry/tracking';
import styles from './gift-prompt.module.css';

export interface GiftLabels {
  readonly headline: string;
  readonly body: string;
  readonly claimWeb: string;
  readonly claimApp: string;
  readonly close: string;
}

/**
 * The gift dialog (spec doc 2 §2 "Mobile gift dialog"): the headline '$10,000+', a line on what it
 * is, and two ways to claim it: on the web (sign-up) or in the app (the app-download page, unless
 * the site hides app download). Clicks are tracked; the corner button, Escape or a tap outside closes it.
 * Open while it holds the prompts' turn (GiftPromptIsland); `onClose` gives the turn on. Actions
 * that fail show the generic error notice inside the open dialog, which still closes (Contained).
 */
export function GiftDialog({
  onClose,
  focus,
  labels,
  signupHref,
  appHref,
}: {
  onClose: () => void;
  focus: PromptFocus;
  labels: GiftLabels;
  signupHref: string;
  appHref?: string;
}) {
  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (next) return;
        trackClick('gift_prompt_close', 'gift_prompt:click');
        onClose();
      }}
      prompt={focus}
      size="small"
      title={<span className={styles.headline}>{labels.headline}</span>}
      description={labels.body}
      closeLabel={labels.close}
    >
      <Contained name="gift dialog">
        <GiftActions labels={labels} signupHref={signupHref} appHref={appHref} />
      </Contained>
    </Modal>
  );
}

/**
 * The two ways to claim, a component of their own so that what they compute while rendering is
 * inside the dialog's boundary too: a boundary catches what its descendants throw, not what the
 * component that renders it computes.
 */
function GiftActions({ labels, signupHref, appHref }: { labels: GiftLabels; signupHref: string; appHref?: string }) {
  return (
    <ModalActions>
      <a className={`button button-primary ${styles.action}`} href={signupHref} onClick={() => trackClick('gift_prompt_web', 'gift_prompt:click')}>
        {labels.claimWeb}
      </a>
      {appHref && (
        <a className={`button button-secondary ${styles.action}`} href={appHref} onClick={() => trackClick('gift_prompt_app', 'gift_prompt:click')}>
          {labels.claimApp}
        </a>
      )}
    </ModalActions>
  );
}
