'use client';
import { Contained } from '@/lib/islands/Contained';
import { trackGuideClick, useGuideClicks, useGuideView } from '@/lib/compliance/guide-tracking';
import type { PromptFocus } from '@/lib/ui/overlay-presence';
import { ErrorNotice } from '@/lib/ui/ErrorNotice';
import { Modal, ModalActions, ModalClose } from '@/lib/ui/Modal';
import type { NoticeView } from './NoticeQueue';
import styles from './compliance.module.css';

/** The notice's text and its buttons, tracked as compliance guidance. */
function NoticeContent({ notice, guide, onDone }: { notice: NoticeView; guide: string; onDone: (go: boolean) => void }) {
  useGuideView(guide);
  const linkClicks = useGuideClicks(guide);
  return (
    <>
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
    </>
  );
}

/**
 * One compliance notice's dialog, loaded only when a notice shows (NoticeQueue decides): closing it
 * otherwise (Escape, the cancel button) calls `onDone(false)`; OK calls `onDone(true)` (acknowledge, then go where OK leads).
 * Its view and what is pressed in it are tracked as compliance guidance. If its content fails, the
 * open dialog keeps its title and the server's text (the server decided this visitor must read it),
 * untracked, with the generic error notice in place of the buttons, and the error is reported
 * (Contained); Escape or a click outside still closes it, which acknowledges it as any closing
 * does: its text was shown.
 */
export function NoticeDialog({ notice, onDone, focus }: { notice: NoticeView; onDone: (go: boolean) => void; focus: PromptFocus }) {
  const guide = `notice:${notice.kind}`;
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
      <Contained
        name="compliance notice"
        fallback={
          <>
            <div className={styles.body} data-notice={notice.kind}>
              {notice.body}
            </div>
            <ErrorNotice inPlace />
          </>
        }
      >
        <NoticeContent notice={notice} guide={guide} onDone={onDone} />
      </Contained>
    </Modal>
  );
}
