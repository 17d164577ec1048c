'use client';
import { useCallback, useState } from 'react';
import type { KycApplication, KycStatusAnswer } from '@exchange/contract/kyc-apply';
import { useKycUpdates } from '@/lib/kyc/use-kyc-updates';
import { withApplication, withUpdate } from './kyc-center-rules';

async function readStatus(): Promise<KycStatusAnswer | null> {
  const [client, calls] = await Promise.all([import('@/lib/api/browser'), import('@exchange/contract/kyc-apply')]);
  const result = await client.browserRequest(calls.kycStatus, {});
  return result.ok ? result.data.data : null;
}

/**
 * The caller's KYC state as the server rendered it, kept current: an application's changes pushed
 * on `user.kyc` move it at once (pending → approved with the new level, or rejected with the
 * reason); after missed pushes it is read again. `applied` records the apply call's answer.
 */
export function useKycStatus(initial: KycStatusAnswer): { status: KycStatusAnswer; applied: (application: KycApplication) => void } {
  const [status, setStatus] = useState(initial);
  useKycUpdates(
    (update) => setStatus((s) => withUpdate(s, update)),
    () => {
      void readStatus().then((fresh) => fresh && setStatus(fresh));
    },
  );
  const applied = useCallback((application: KycApplication) => setStatus((s) => withApplication(s, application)), []);
  return { status, applied };
}
