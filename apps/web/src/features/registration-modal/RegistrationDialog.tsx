'use client';
import { AuthLinks, type AuthTargets } from '@/lib/auth/AuthLinks';
import { Contained } from '@/lib/islands/Contained';
import type { RegistrationReason } from '@/lib/auth/registration';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { TooltipModal } from '@/lib/ui/TooltipModal';
import styles from './registration-modal.module.css';

export interface RegistrationLabels {
  readonly title: string;
  /** the message under the title, per reason */
  readonly reasons: { readonly [R in RegistrationReason]: string };
  /** the explanation's button, its modal's title (touch screens) and its text */
  readonly whyLabel: string;
  readonly whyTitle: string;
  readonly why: string;
  readonly gotIt: string;
  readonly close: string;
}

/**
 * The sign-up prompt: why an account is needed here, an explanation icon (a tooltip on hover or
 * focus, a modal on touch screens: TooltipModal), and sign-up and log-in links that come back to
 * this page (AuthLinks: `?return_to=`, which /login and /signup follow only when it stays on the
 * site). Focus returns to the control that opened it. Content that fails shows the generic error
 * notice inside the open dialog, which still closes (Contained).
 */
export function RegistrationDialog({
  open,
  onOpenChange,
  opener,
  reason,
  auth,
  labels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: HTMLElement | null;
  reason: RegistrationReason;
  auth: AuthTargets;
  labels: RegistrationLabels;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="small"
      opener={opener}
      closeLabel={labels.close}
      title={labels.title}
      description={labels.reasons[reason]}
    >
      <Contained name="registration dialog">
        <RegistrationContent auth={auth} labels={labels} />
      </Contained>
    </Modal>
  );
}

/**
 * The explanation and the links, a component of their own so that what they compute while
 * rendering is inside the dialog's boundary too: a boundary catches what its descendants throw,
 * not what the component that renders it computes. The title and the reason's message stay with
 * the dialog, outside it.
 */
function RegistrationContent({ auth, labels }: { auth: AuthTargets; labels: RegistrationLabels }) {
  return (
    <>
      <p className={styles.whyRow}>
        <TooltipModal content={labels.why} title={labels.whyTitle} closeLabel={labels.gotIt}>
          <button type="button" className={styles.why}>
            <span className={styles.icon} aria-hidden="true">
              i
            </span>
            {labels.whyLabel}
          </button>
        </TooltipModal>
      </p>
      <ModalActions>
        <AuthLinks {...auth} track="registration_modal" />
      </ModalActions>
    </>
  );
}
