'use client';
import { useEffect } from 'react';
import { readBrowserCookie } from '@/lib/preferences/browser-cookies';
import { readStoredReferral } from './referral';
import { publishReferral } from './referral-store';

/** Publishes the referral cookies (checked) to the referral store once the page is up. Renders nothing. */
export function ReferralSync() {
  useEffect(() => {
    publishReferral(readStoredReferral(readBrowserCookie));
  }, []);
  return null;
}
