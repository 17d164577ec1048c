'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { isKyc2Complete } from '@exchange/contract/kyc-level';
import { useKycUpdates } from './use-kyc-updates';

/** One refresh per page for every island that clears (the tip bar and the notice together). */
let refreshed = false;

/**
 * Whether the account became KYC2-complete while the page is open (an approval pushed on
 * `user.kyc`): the KYC tip bar and notices hide at once, and the page's server parts are rendered
 * again (router.refresh: the user info and the compliance answer the prompts read, fresh), with no
 * reload.
 */
export function useKyc2Cleared(): boolean {
  const [cleared, setCleared] = useState(false);
  const router = useRouter();
  useKycUpdates((update) => {
    if (update.application.status === 'approved' && isKyc2Complete(update.verified)) setCleared(true);
  });
  useEffect(() => {
    if (!cleared || refreshed) return;
    refreshed = true;
    router.refresh();
  }, [cleared, router]);
  return cleared;
}
