'use client';
import { trackGuideClick, useGuideClicks, useGuideView } from '../../lib/guide-tracking';
import type { PromptFocus } from '../../lib/PromptTurns';
import { Modal, ModalActions, ModalClose } from '../../lib/ui/Modal';
import type { NoticeView } from './NoticeQueue';
import styles from './compliance.module.css';

/**
 * One compliance notice's dialog, loaded only when a notice shows (NoticeQueue decides): closing it
 * otherwise (Escape, the cancel button) calls `onDone(false)`; OK calls `onDone(true)` (acknowledge, then go where OK leads).
 * Its view and what is pressed in it are tracked as compliance guidance.
 */
export function NoticeDialog({ notice, onDone, focus }: { notice: NoticeView; onDone: (go: boolean) => void; focus: PromptFocus }) {
  const guide = `notice:${notice.kind}`;
  useGuideView(guide);
  const linkClicks = useGuideClicks(guide);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (open) return;
        trackGuideClick(guide, 'close');
        onDone(false);
      }}
      title={notice.title}
      size="small"
      prompt={focus}
    >
      {/* the body's links are the server's (sanitised): a click on one is tracked */}
      <div className={styles.body} data-notice={notice.kind} ref={linkClicks}>
        {notice.body}
      </div>
      <ModalActions>
        {notice.cancel && <ModalClose className="button button-secondary">{notice.cancel}</ModalClose>}
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            trackGuideClick(guide, 'ok');
            onDone(true);
          }}
        >
          {notice.ok}
        </button>
      </ModalActions>
    </Modal>
  );
}
