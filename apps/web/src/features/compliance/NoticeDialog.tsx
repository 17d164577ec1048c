'use client';
import type { PromptFocus } from '../../lib/PromptTurns';
import { Modal, ModalActions, ModalClose } from '../../lib/ui/Modal';
import type { NoticeView } from './NoticeQueue';
import styles from './compliance.module.css';

/**
 * One compliance notice's dialog, loaded only when a notice shows (NoticeQueue decides): closing it
 * otherwise (Escape, the cancel button) calls `onDone(false)`; OK calls `onDone(true)` (acknowledge, then go where OK leads).
 */
export function NoticeDialog({ notice, onDone, focus }: { notice: NoticeView; onDone: (go: boolean) => void; focus: PromptFocus }) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onDone(false);
      }}
      title={notice.title}
      size="small"
      prompt={focus}
    >
      <div className={styles.body} data-notice={notice.kind}>
        {notice.body}
      </div>
      <ModalActions>
        {notice.cancel && <ModalClose className="button button-secondary">{notice.cancel}</ModalClose>}
        <button type="button" className="button button-primary" onClick={() => onDone(true)}>
          {notice.ok}
        </button>
      </ModalActions>
    </Modal>
  );
}
