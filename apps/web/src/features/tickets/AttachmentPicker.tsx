'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { TICKET_ATTACHMENTS_MAX, TICKET_FILES } from '@exchange/contract/tickets';
import { MAX_UPLOAD_FILE_BYTES } from '@exchange/contract/uploads';
import { acceptOf, checkPickedFile } from '@/lib/uploads/file-check';
import { useClientContext } from '@/lib/request/client-context';
import { fileSizeText, pickFiles, type PickRefusal } from './attachment-rules';
import form from '@/lib/account/confirm-fields.module.css';
import tone from '@/lib/ui/status-text.module.css';
import styles from './tickets.module.css';

const RULE = TICKET_FILES.attachments;
const MAX_MB = MAX_UPLOAD_FILE_BYTES / (1024 * 1024);

/**
 * The files a new ticket or a reply carries: a file input (images or PDFs), each picked file
 * checked by its bytes as the API checks it (lib/uploads), the accepted ones listed with Remove,
 * the refused ones said by name. At most TICKET_ATTACHMENTS_MAX in all.
 */
export function AttachmentPicker({ files, onFiles }: { files: readonly File[]; onFiles: (files: File[]) => void }) {
  const t = useTranslations('tickets.attachments');
  const { locale } = useClientContext();
  const id = useId();
  const [refused, setRefused] = useState<PickRefusal[]>([]);

  const pick = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    const problems = await Promise.all(picked.map((file) => checkPickedFile(file, RULE)));
    const result = pickFiles(files, picked, problems, TICKET_ATTACHMENTS_MAX);
    setRefused(result.refused);
    onFiles(result.files);
  };

  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {t('label')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={acceptOf(RULE.kinds)}
        className={styles.fileInput}
        aria-describedby={`${id}-hint`}
        disabled={files.length >= TICKET_ATTACHMENTS_MAX}
        onChange={(e) => {
          const input = e.currentTarget;
          void pick(input.files).then(() => {
            // the same file may be picked again after it was removed
            input.value = '';
          });
        }}
      />
      <p id={`${id}-hint`} className={form.hint}>
        {t('hint', { max: TICKET_ATTACHMENTS_MAX, size: MAX_MB })}
      </p>
      {files.length > 0 && (
        <ul className={styles.picked} aria-label={t('listLabel')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <bdi>{file.name}</bdi> <span className={tone.muted}>{fileSizeText(file.size, locale)}</span>
              <button type="button" className={styles.linkButton} onClick={() => onFiles(files.filter((_, i) => i !== index))}>
                {t('remove', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div role="alert">
        {refused.map((r, index) => (
          <p key={`${r.name}-${index}`} className={form.error}>
            {t(`problem.${r.problem}`, { name: r.name, size: MAX_MB, max: TICKET_ATTACHMENTS_MAX })}
          </p>
        ))}
      </div>
    </div>
  );
}
