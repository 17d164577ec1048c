'use client';
import { useState } from 'react';

/**
 * A button that copies `value` to the clipboard, then says so in a status line beside it (or that
 * the browser refused: the value stays on screen to copy by hand). Labels come from the caller.
 */
export function CopyButton({
  value,
  label,
  copiedText,
  failedText,
  className = 'button button-secondary',
}: {
  value: string;
  label: string;
  copiedText: string;
  failedText: string;
  className?: string;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          void navigator.clipboard.writeText(value).then(
            () => setCopied('yes'),
            () => setCopied('failed'),
          );
        }}
      >
        {label}
      </button>
      <span role="status">{copied === 'yes' ? copiedText : copied === 'failed' ? failedText : ''}</span>
    </>
  );
}
