'use client';
import { useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { TICKET_CATEGORIES, TICKET_SUBJECT_MAX, TICKET_SUBJECT_MIN, type TicketCategory } from '@exchange/contract/tickets';
import { useHref } from '@/lib/request/client-context';
import { AttachmentPicker } from './AttachmentPicker';
import { MessageField } from './MessageField';
import { loadTicketsApi } from './tickets-api';
import { formProblems, hasProblem, writeErrorOf, type WriteError } from './ticket-rules';
import form from '@/lib/account/confirm-fields.module.css';
import styles from './tickets.module.css';

/**
 * The new-ticket form: subject, category (preset by the address, e.g. the withdraw-only notice's
 * `?category=withdrawal`), the message with its count, and up to three files (AttachmentPicker). Each field says what is wrong once the
 * form was sent; the first wrong field takes the focus. A created ticket opens its thread.
 */
export function NewTicketForm({ initialCategory }: { initialCategory: TicketCategory | '' }) {
  const t = useTranslations('tickets');
  const to = useHref();
  const router = useRouter();
  const id = useId();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory | ''>(initialCategory);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<WriteError | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const problems = formProblems({ subject, category, message });
  const shown = tried ? problems : { subject: null, category: null, message: null };
  const described = (name: string, problem: unknown) => `${id}-${name}-hint${problem ? ` ${id}-${name}-error` : ''}`;

  const submit = async () => {
    setTried(true);
    setError(null);
    if (hasProblem(problems)) {
      const first = problems.subject ? subjectRef.current : problems.category ? categoryRef.current : messageRef.current;
      first?.focus();
      return;
    }
    if (category === '') return;
    setSending(true);
    const result = await (await loadTicketsApi()).create({ subject, category, message }, files);
    if (result.ok) {
      router.push(to(`/myaccount/tickets/${result.thread.ticket.id}`));
      return;
    }
    setSending(false);
    setError(writeErrorOf(result.status));
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('form.title')}
      </h2>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-subject`}>
          {t('form.subject')}
        </label>
        <input
          ref={subjectRef}
          id={`${id}-subject`}
          className={form.input}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          aria-invalid={shown.subject ? true : undefined}
          aria-describedby={described('subject', shown.subject)}
          autoComplete="off"
        />
        <p id={`${id}-subject-hint`} className={form.hint}>
          {t('form.subjectHelp', { min: TICKET_SUBJECT_MIN, max: TICKET_SUBJECT_MAX })}
        </p>
        {shown.subject && (
          <p id={`${id}-subject-error`} className={form.error}>
            {t(`problem.subject.${shown.subject}`, { min: TICKET_SUBJECT_MIN, max: TICKET_SUBJECT_MAX })}
          </p>
        )}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-category`}>
          {t('form.category')}
        </label>
        <select
          ref={categoryRef}
          id={`${id}-category`}
          className={form.input}
          value={category}
          onChange={(e) => setCategory(e.target.value as TicketCategory | '')}
          aria-invalid={shown.category ? true : undefined}
          aria-describedby={shown.category ? `${id}-category-error` : undefined}
        >
          <option value="">{t('form.choose')}</option>
          {TICKET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
        {shown.category && (
          <p id={`${id}-category-error`} className={form.error}>
            {t('problem.category')}
          </p>
        )}
      </div>
      <MessageField
        id={`${id}-message`}
        label={t('form.message')}
        help={t('form.messageHelp')}
        value={message}
        onChange={setMessage}
        problem={shown.message}
        inputRef={messageRef}
      />
      <AttachmentPicker files={files} onFiles={setFiles} />
      <p role="alert" className={form.error}>
        {error ? t(`errors.${error}`) : ''}
      </p>
      <div className={form.actions}>
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('form.sending') : t('form.submit')}
        </button>
        <a href={to('/myaccount/tickets')}>{t('form.back')}</a>
      </div>
    </form>
  );
}
