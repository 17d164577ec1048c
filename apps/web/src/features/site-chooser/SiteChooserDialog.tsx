'use client';
import { useId, useState } from 'react';
import type { PromptFocus } from '@/lib/ui/overlay-presence';
import { writeTimedCookie } from '@/lib/preferences/timed-cookies';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { chooserOutcome, type ChooserAction, type SiteChoice } from './keep-alive';
import styles from './site-chooser.module.css';

export interface ChooserText {
  readonly title: string;
  readonly dontShow: string;
  readonly cancel: string;
  readonly confirm: string;
  readonly close: string;
}

/**
 * The exchange selector (spec doc 2 §2 "Exchange selector dialog"): the offered site or this one,
 * "Don't show again for 7 days", Cancel and Confirm. Closing it any other way (Escape, ×) is a
 * Cancel. Confirm with the offered site goes there (its origin from the site table). Open while it
 * holds the prompts' turn (SiteChooserIsland); `onClose` gives the turn on.
 */
export function SiteChooserDialog({
  names,
  leaveTo,
  text,
  onClose,
  focus,
}: {
  names: Record<SiteChoice, string>;
  leaveTo: string;
  text: ChooserText;
  onClose: () => void;
  focus: PromptFocus;
}) {
  const [choice, setChoice] = useState<SiteChoice>('tr');
  const [longer, setLonger] = useState(false);
  const id = useId();

  const act = (action: ChooserAction) => {
    const outcome = chooserOutcome(action, Date.now());
    writeTimedCookie(outcome.cookie);
    // leaving: it stays until the page goes, so no other prompt opens meanwhile
    if (outcome.leave) window.location.assign(leaveTo);
    else onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) act({ kind: 'cancel' });
      }}
      size="small"
      title={text.title}
      closeLabel={text.close}
      prompt={focus}
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          act({ kind: 'confirm', choice, dontShowFor7Days: longer });
        }}
      >
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{text.title}</legend>
          {(['tr', 'global'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name={`${id}-site`} value={value} checked={choice === value} onChange={() => setChoice(value)} />
              <span>{names[value]}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.remember}>
          <input type="checkbox" checked={longer} onChange={(event) => setLonger(event.target.checked)} />
          <span>{text.dontShow}</span>
        </label>
        <ModalActions>
          <button type="button" className="button button-secondary" onClick={() => act({ kind: 'cancel' })}>
            {text.cancel}
          </button>
          <button type="submit" className="button button-primary">
            {text.confirm}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
