'use client';
import { useTranslations } from 'next-intl';
import type { Step } from '@/lib/passkeys/passkey-api';

/** The words for a failed step: the API's own message, or what the browser's prompt did (cancelled, …). */
export function useStepMessage(): (failed: Extract<Step<unknown>, { ok: false }>) => string {
  const t = useTranslations('passkeys.problem');
  return (failed) => (failed.problem ? t(failed.problem) : failed.error.message || t('failed'));
}
