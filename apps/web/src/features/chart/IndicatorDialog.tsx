'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { SavedIndicator } from '@exchange/contract/chart';
import type { InputIssue } from '@exchange/indicators/validation';
import { Contained } from '@/lib/islands/Contained';
import { Modal, ModalClose } from '@/lib/ui/Modal';
import { formValues, INDICATOR_FIELDS, readIndicatorForm, type FieldSpec, type FormValues } from './indicator-form';
import styles from './chart.module.css';

/**
 * An indicator's inputs (spec doc 2 §5), checked by packages/indicators on Apply: a value out of
 * range is refused with a message beside its field naming the field and the range, and focus
 * moves to the first refused field. Apply with every value valid saves and closes. Loaded when
 * first opened (ChartPane, from the indicators menu); the form fails on its own (Contained): the
 * open dialog shows the error notice, and still closes and gives focus back.
 */
export function IndicatorDialog({ indicator, opener, onApply, onClose }: FormProps & { opener: HTMLElement | null }) {
  const t = useTranslations('chart');
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('edit', { name: t(`indicatorNames.${indicator.type}`) })} opener={opener}>
      <Contained name="indicator settings">
        <IndicatorForm indicator={indicator} onApply={onApply} onClose={onClose} />
      </Contained>
    </Modal>
  );
}

interface FormProps {
  readonly indicator: SavedIndicator;
  readonly onApply: (indicator: SavedIndicator) => void;
  readonly onClose: () => void;
}

function IndicatorForm({ indicator, onApply, onClose }: FormProps) {
  const t = useTranslations('chart');
  const [values, setValues] = useState<FormValues>(() => formValues(indicator));
  const [issues, setIssues] = useState<readonly InputIssue[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readIndicatorForm(indicator.type, values);
    if ('indicator' in result) {
      onApply(result.indicator);
      onClose();
      return;
    }
    setIssues(result.issues);
    const first = result.issues[0]?.field;
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const message = (issue: InputIssue) => {
    const field = t(`fields.${issue.field as keyof typeof INDICATOR_FIELDS}` as 'fields.period');
    return 'min' in issue ? t('outOfRange', { field, min: issue.min, max: issue.max }) : t('notOneOf', { field });
  };

  const control = (spec: FieldSpec) => {
    const id = `${baseId}-${spec.name}`;
    const issue = issues.find((i) => i.field === spec.name);
    const errorId = `${id}-error`;
    const label = t(`fields.${spec.name}` as 'fields.period');
    const invalid = issue ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
    const set = (value: string | boolean) => setValues((v) => ({ ...v, [spec.name]: value }));
    return (
      <div key={spec.name} className={spec.kind === 'boolean' ? styles.check : styles.formRow}>
        {spec.kind === 'boolean' ? (
          <>
            <input id={id} name={spec.name} type="checkbox" checked={values[spec.name] === true} onChange={(e) => set(e.target.checked)} />
            <label htmlFor={id}>{label}</label>
          </>
        ) : (
          <>
            <label htmlFor={id}>{label}</label>
            {spec.kind === 'source' ? (
              <select id={id} name={spec.name} className={styles.select} value={String(values[spec.name])} onChange={(e) => set(e.target.value)} {...invalid}>
                {spec.options.map((o) => (
                  <option key={o} value={o}>
                    {t(`sources.${o}`)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={spec.name}
                className={styles.input}
                inputMode="numeric"
                autoComplete="off"
                value={String(values[spec.name] ?? '')}
                onChange={(e) => set(e.target.value)}
                {...invalid}
              />
            )}
          </>
        )}
        {issue && (
          <p id={errorId} className={styles.error} role="alert">
            {message(issue)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {INDICATOR_FIELDS[indicator.type].map(control)}
      <div className={styles.actions}>
        <ModalClose type="button" className={styles.button}>
          {t('cancel')}
        </ModalClose>
        <button type="submit" className={`${styles.button} ${styles.primary}`}>
          {t('apply')}
        </button>
      </div>
    </form>
  );
}
