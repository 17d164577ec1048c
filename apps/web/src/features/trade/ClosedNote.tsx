'use client';
import { useTranslations } from 'next-intl';
import styles from './trade.module.css';

/**
 * Spot trading is closed to the visitor (compliance: a withdraw-only account, a closed market, a
 * limited country), said where the submit button would be, before anything is filled in: a status
 * (announced when it appears), and the description of the tab panel or dialog it sits in (`id`).
 * The words are the API's refusal's (trade.feedback.restricted), which still answers any order sent.
 */
export function ClosedNote({ id }: { id?: string }) {
  const t = useTranslations('trade.feedback');
  return (
    <p id={id} className={styles.closed} role="status">
      {t('restricted')}
    </p>
  );
}

/** The id of a ticket side's closed message: its tab panel is described by it. */
export const closedNoteId = (side: 'buy' | 'sell') => `trade-ticket-closed-${side}`;
