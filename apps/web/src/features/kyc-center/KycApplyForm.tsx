'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { applyKyc, type KycApplication, type KycApplyLevel, type KycDocType, type KycFileField } from '@exchange/contract/kyc-apply';
import { DetailsFields } from './DetailsFields';
import { FilePicker } from './FilePicker';
import { imageFieldsFor, type CountryOption } from './kyc-center-rules';
import { applyInput, filesToSend, missingImages, type PickProblem } from './kyc-form';
import fields from '@/lib/account/confirm-fields.module.css';
import styles from './kyc-center.module.css';

interface Props {
  readonly level: KycApplyLevel;
  readonly countries: readonly CountryOption[];
  readonly maxBirthDate: string;
  readonly onApplied: (application: KycApplication) => void;
}

/**
 * The application for the next level: the details, the document's images (each checked and
 * previewed as it is picked), submitted in one multipart request (lib/api `browserUpload`). A
 * refusal is said above the button and keeps what was entered.
 */
export function KycApplyForm({ level, countries, maxBirthDate, onApplied }: Props) {
  const t = useTranslations('kycCenter.form');
  const [docType, setDocType] = useState<KycDocType>('passport');
  const [files, setFiles] = useState<Partial<Record<KycFileField, File>>>({});
  const [problems, setProblems] = useState<Partial<Record<KycFileField, PickProblem>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const asked = imageFieldsFor(level, docType);

  const submit = async (form: HTMLFormElement) => {
    const missing = missingImages(asked, files);
    if (missing.length > 0) {
      setProblems((p) => ({ ...p, ...Object.fromEntries(missing.map((field) => [field, 'missing'])) }));
      document.getElementById(`kyc-file-${missing[0] ?? 'front'}`)?.focus();
      return;
    }
    const data = new FormData(form);
    const input = applyInput((name) => String(data.get(name) ?? ''), level, docType);
    setBusy(true);
    setError('');
    const { browserUpload } = await import('@/lib/api/browser');
    const result = await browserUpload(applyKyc, input, filesToSend(asked, files));
    setBusy(false);
    if (result.ok) onApplied(result.data.data);
    else setError(t('failed', { message: result.error.message }));
  };

  return (
    <form
      className={styles.form}
      aria-labelledby="kyc-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <h2 id="kyc-form-title" className={styles.subheading}>
        {t('title', { level })}
      </h2>
      <DetailsFields level={level} countries={countries} maxBirthDate={maxBirthDate} docType={docType} onDocType={setDocType} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('images')}</legend>
        <p className={fields.hint}>{t('imagesHint')}</p>
        {asked.map((field) => (
          <FilePicker
            key={field}
            field={field}
            file={files[field]}
            problem={problems[field]}
            onPick={(file, problem) => {
              setFiles((f) => ({ ...f, [field]: file }));
              setProblems((p) => ({ ...p, [field]: problem }));
            }}
          />
        ))}
      </fieldset>
      {error && (
        <p className={fields.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy} aria-disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
