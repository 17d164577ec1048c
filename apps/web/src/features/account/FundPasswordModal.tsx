'use client';
import { useEffect, useId, useReducer, useState } from 'react';
import { useTranslations } from 'next-intl';
import { getUserFrequency, type FundPassFrequency } from '@exchange/contract/safety';
import { browserRequest } from '@/lib/api/browser';
import { useHref } from '@/lib/request/client-context';
import { Contained } from '@/lib/islands/Contained';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { FrequencyDialog } from './FrequencyDialog';
import { PasswordField } from '@/lib/account/PasswordField';
import styles from './account.module.css';
import { INITIAL_VALIDITY, needsConfirmation, shownChoice, validityReducer } from './validityChoice';

const OPTIONS: readonly { value: FundPassFrequency; key: 'hour' | 'everyTime' | 'never' }[] = [
  { value: 1, key: 'hour' },
  { value: 2, key: 'everyTime' },
  { value: 0, key: 'never' },
];

/**
 * The fund-password modal (spec doc 2 §2, §4, §5): validity (1 hour, every time, never), the
 * fund password, a change link, Cancel and Confirm (disabled while the password is empty, and
 * until a validity is selected). No validity shows as selected until the API has said which is
 * the user's. The form resets on close. Confirming a different validity opens the frequency
 * dialog, which also asks for an authenticator code; confirming the validity the user already has
 * closes the modal, with nothing to save. Focus goes back to `opener` when it closes: the modal
 * hides while the frequency dialog is open, and the control focused when it shows again is not
 * its opener.
 */
export function FundPasswordModal({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the menu's button: focus goes back to it when the dialog closes */
  opener: HTMLElement | null;
}) {
  const t = useTranslations('account.fundPass');
  const [validity, dispatch] = useReducer(validityReducer, INITIAL_VALIDITY);
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!open) return;
    dispatch({ type: 'opened' });
    let live = true;
    void browserRequest(getUserFrequency, {}).then((answer) => {
      // the answer sets the selection only while the user has not picked one (validityReducer); a
      // failed call's fallback is not the user's validity: nothing shows as chosen, a pick is saved
      if (live && answer.ok) dispatch({ type: 'fetched', frequency: answer.data.data.frequency });
    });
    return () => {
      live = false;
    };
  }, [open]);

  function close(next: boolean) {
    if (!next) {
      setPassword('');
      dispatch({ type: 'closed' });
      setConfirming(false);
    }
    onOpenChange(next);
  }

  return (
    <>
      <Modal open={open && !confirming} onOpenChange={close} title={t('title')} closeLabel={t('cancel')} opener={opener}>
        <Contained name="fund password dialog">
          <ValidityForm
            choice={shownChoice(validity)}
            known={validity.known}
            setChoice={(frequency) => dispatch({ type: 'chose', frequency })}
            password={password}
            setPassword={setPassword}
            saved={validity.saved}
            onConfirm={() => (needsConfirmation(validity) ? setConfirming(true) : close(false))}
            onCancel={() => close(false)}
          />
        </Contained>
      </Modal>
      {open && confirming && (
        <FrequencyDialog
          open
          frequency={validity.choice}
          fundpass={password}
          onCancel={() => setConfirming(false)}
          onSaved={(frequency) => {
            dispatch({ type: 'saved', frequency });
            setPassword('');
            setConfirming(false);
          }}
        />
      )}
    </>
  );
}

/**
 * The modal's form, a component of its own so that what it computes while rendering (the
 * validity choices, their labels, the change link) is inside the modal's boundary too: a boundary
 * catches what its descendants throw, not what the component that renders it computes. Its state
 * stays with the modal, which resets it on close and hands it to the frequency dialog.
 */
function ValidityForm({
  choice,
  known,
  setChoice,
  password,
  setPassword,
  saved,
  onConfirm,
  onCancel,
}: {
  /** the selected validity; none before the API's answer or the user's pick */
  choice: FundPassFrequency | undefined;
  /** the API has said which validity is the user's */
  known: boolean;
  setChoice: (choice: FundPassFrequency) => void;
  password: string;
  setPassword: (password: string) => void;
  saved: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('account.fundPass');
  const to = useHref();
  const id = useId();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (password && choice !== undefined) onConfirm();
      }}
    >
      <fieldset className={styles.fieldset} aria-busy={!known}>
        <legend>{t('validity')}</legend>
        {OPTIONS.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input type="radio" name="frequency" value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} />
            {t(option.key)}
          </label>
        ))}
      </fieldset>
      <PasswordField id={`${id}-fundpass`} label={t('password')} value={password} onChange={setPassword} />
      <a className={styles.changeLink} href={to('/myaccount/fundpass_setup')}>
        {t('change')}
      </a>
      {saved && (
        <p role="status" className={styles.success}>
          {t('saved')}
        </p>
      )}
      <ModalActions>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={password === '' || choice === undefined}>
          {t('confirm')}
        </button>
      </ModalActions>
    </form>
  );
}
