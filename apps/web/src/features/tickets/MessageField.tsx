'use client';
import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { TICKET_MESSAGE_MAX, type TicketTextProblem } from '@exchange/contract/tickets';
import form from '@/lib/account/confirm-fields.module.css';

/** A message box of the ticket forms: its label, the text, its length against the limit (with `help` before it), and its problem once shown. */
export function MessageField({
  id,
  label,
  help,
  value,
  onChange,
  problem,
  inputRef,
}: {
  id: string;
  label: string;
  help?: string;
  value: string;
  onChange: (value: string) => void;
  problem: TicketTextProblem | null;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const t = useTranslations('tickets');
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        className={`${form.input} ${form.textarea}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className={form.hint}>
        {help ? `${help} ` : ''}
        {t('form.count', { count: [...value].length, max: TICKET_MESSAGE_MAX })}
      </p>
      {problem && (
        <p id={`${id}-error`} className={form.error}>
          {t(`problem.message.${problem}`, { max: TICKET_MESSAGE_MAX })}
        </p>
      )}
    </div>
  );
}
