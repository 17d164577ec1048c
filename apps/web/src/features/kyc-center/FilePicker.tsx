'use client';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { KYC_FILES, type KycFileField } from '@exchange/contract/kyc-apply';
import { bytesText } from '@exchange/contract/uploads';
import { acceptOf, checkPickedFile } from '@/lib/uploads/file-check';
import type { PickProblem } from './kyc-form';
import fields from '@/lib/account/confirm-fields.module.css';
import styles from './kyc-center.module.css';

interface Props {
  readonly field: KycFileField;
  readonly file: File | undefined;
  readonly problem: PickProblem | undefined;
  readonly onPick: (file: File | undefined, problem: PickProblem | undefined) => void;
}

/**
 * One document image: a file input (its label says which image), checked in the browser by the
 * same rule as the API (lib/uploads: size, and the kind by its first bytes, whatever the name
 * says) before it is kept, then shown as a preview. A refused file is dropped with its reason.
 */
export function FilePicker({ field, file, problem, onPick }: Props) {
  const t = useTranslations('kycCenter.form');
  const input = useRef<HTMLInputElement>(null);
  const rule = KYC_FILES[field];
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const id = `kyc-file-${field}`;
  const size = bytesText(rule.maxBytes);
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {t(`files.${field}`)}
      </label>
      <p id={`${id}-hint`} className={fields.hint}>
        {t('fileHint', { size })}
      </p>
      <input
        ref={input}
        id={id}
        name={field}
        type="file"
        accept={acceptOf(rule.kinds)}
        className={styles.fileInput}
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0];
          if (!picked) return onPick(undefined, undefined);
          void checkPickedFile(picked, rule).then((found) => {
            if (found && input.current) input.current.value = '';
            onPick(found ? undefined : picked, found);
          });
        }}
      />
      {problem && (
        <p id={`${id}-problem`} className={fields.error} role="alert">
          {t(`fileProblem.${problem}`, { size })}
        </p>
      )}
      {preview && file && (
        // eslint-disable-next-line @next/next/no-img-element -- a local file's preview (a blob: URL), nothing for the image optimiser
        <img className={styles.preview} src={preview} alt={t('preview', { what: t(`files.${field}`) })} />
      )}
    </div>
  );
}
