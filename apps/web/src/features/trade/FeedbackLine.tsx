'use client';
import { useTranslations } from 'next-intl';
import type { Feedback } from './trade-actions';
import type { TicketProblem } from './ticket-rules';
import styles from './trade.module.css';

/**
 * What a call's outcome says, in a live region that is always in the page (so screen readers
 * announce each new message): catalog text, or the API's own message when it refused.
 */
export function FeedbackLine({ feedback }: { feedback: Feedback | undefined }) {
  const t = useTranslations('trade.feedback');
  const text = !feedback ? '' : 'message' in feedback ? feedback.message : t(feedback.key);
  return (
    <p className={`${styles.feedback} ${feedback?.tone === 'error' ? styles.feedbackError : styles.feedbackSuccess}`} aria-live="polite" role="status">
      {text}
    </p>
  );
}

/** The catalog text of a ticket problem. */
export function useProblemText(): (problem: TicketProblem | undefined) => string | undefined {
  const t = useTranslations('trade.ticket.errors');
  return (problem) => (problem ? t(problem.key, problem.values) : undefined);
}
