'use client';
import { useEffect, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Contained } from '@/lib/islands/Contained';
import { trackGuideClick, useGuideView } from '@/lib/compliance/guide-tracking';
import type { PromptFocus } from '@/lib/ui/overlay-presence';
import { writeTimedCookie } from '@/lib/preferences/timed-cookies';
import { ErrorNotice } from '@/lib/ui/ErrorNotice';
import type { KycPrompt, TimedCookie } from './kyc-rules';
import modal from '@/lib/ui/modal.module.css';
import styles from './kyc.module.css';

export interface PromptText {
  readonly title: string;
  readonly body: string;
  readonly action: string;
  /** the dismiss button's label ('Later'); absent: no dismiss button */
  readonly later?: string;
  readonly close: string;
}

/**
 * One KYC dialog, open while it holds the prompts' turn (KycPromptIsland): the upgrade notice (dismissing it writes its 12-hour
 * cookie) or the risk user's guide (its cookie is written when its content is shown; when the server says it
 * may not be closed there is no close button, and Escape and outside clicks do nothing).
 * `onClose` when dismissed; `focus` is the turn's focus handling. Its view and what is pressed in
 * it are tracked as compliance guidance.
 */
export function PromptDialog({
  prompt,
  text,
  onClose,
  focus,
}: {
  prompt: Exclude<KycPrompt, { kind: 'none' }>;
  text: PromptText;
  onClose: () => void;
  focus: PromptFocus;
}) {
  const closable = prompt.kind === 'upgrade' || prompt.closable;
  const dismissCookie: TimedCookie | null = prompt.kind === 'upgrade' ? prompt.dismiss : null;
  const guide = `kyc:${prompt.kind}`;
  useGuideView(guide);

  const dismiss = () => {
    if (dismissCookie) writeTimedCookie(dismissCookie);
    onClose();
  };
  const block = (event: Event) => {
    if (!closable) event.preventDefault();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(next) => {
        if (next || !closable) return;
        trackGuideClick(guide, 'close');
        dismiss();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          className={`${modal.content} ${modal.small}`}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          data-kyc-prompt={prompt.kind}
          {...focus}
        >
          <Dialog.Title className={modal.title}>{text.title}</Dialog.Title>
          {/* A failure keeps the message with the generic error notice (Refresh) inside the open
              dialog, which closes as before when it may (Contained); a risk guide that failed is
              not counted as shown, so it comes back after Refresh. */}
          <Contained
            name="kyc prompt dialog"
            fallback={
              <>
                <Message text={text.body} />
                <ErrorNotice inPlace />
              </>
            }
          >
            <PromptContent prompt={prompt} text={text} guide={guide} closable={closable} dismiss={dismiss} dismissCookie={dismissCookie} />
          </Contained>
          {closable && (
            <Dialog.Close className={modal.closeButton} aria-label={text.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The server's message: text, never markup; the dialog's description. */
function Message({ text }: { text: string }) {
  return <Dialog.Description className={`${modal.body} ${styles.message}`}>{text}</Dialog.Description>;
}

/**
 * The prompt's message and actions, a component of its own inside the dialog's boundary; a risk
 * guide's "shown" cookie is written once they are on screen.
 */
function PromptContent({
  prompt,
  text,
  guide,
  closable,
  dismiss,
  dismissCookie,
}: {
  prompt: Exclude<KycPrompt, { kind: 'none' }>;
  text: PromptText;
  guide: string;
  closable: boolean;
  dismiss: () => void;
  dismissCookie: TimedCookie | null;
}) {
  const shownCookie = prompt.kind === 'risk' ? prompt.shown : null;
  useEffect(() => {
    if (shownCookie) writeTimedCookie(shownCookie);
  }, [shownCookie]);

  let actions: ReactNode = (
    <a
      className="button button-primary"
      href={prompt.href}
      onClick={() => {
        trackGuideClick(guide, 'action');
        if (dismissCookie) writeTimedCookie(dismissCookie);
      }}
    >
      {text.action}
    </a>
  );
  if (closable && text.later) {
    actions = (
      <>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            trackGuideClick(guide, 'later');
            dismiss();
          }}
        >
          {text.later}
        </button>
        {actions}
      </>
    );
  }
  return (
    <>
      <Message text={text.body} />
      <div className={modal.actions}>{actions}</div>
    </>
  );
}
