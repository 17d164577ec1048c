'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ApiResult } from '@/lib/api/client';
import { refusalOf } from './security-rules';

/**
 * A form's sending state: `run` sends once at a time (a press while a request is in flight is
 * dropped) and answers the call's data, or null after showing why it was refused (`error`).
 */
export function useSubmit() {
  const t = useTranslations('securitySettings.errors');
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  async function run<A>(send: () => Promise<ApiResult<A>>): Promise<A | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    setError('');
    const result = await send();
    inFlight.current = false;
    setPending(false);
    if (result.ok) return result.data;
    const refusal = refusalOf(result.error);
    setError('text' in refusal ? refusal.text : t(refusal.key));
    return null;
  }
  return { pending, error, setError, run };
}
