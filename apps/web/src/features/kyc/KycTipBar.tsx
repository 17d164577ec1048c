'use client';
import { useState } from 'react';
import { Contained } from '@/lib/islands/Contained';
import { useKyc2Cleared } from '@/lib/kyc/use-kyc2-cleared';
import { writeTimedCookie } from '@/lib/preferences/timed-cookies';
import { KYC_TIP_CLOSED_COOKIE, KYC_TIP_CLOSED_DAYS } from './kyc-rules';
import styles from './kyc.module.css';

export interface KycTipBarText {
  readonly label: string;
  readonly message: string;
  readonly action: string;
  readonly close: string;
}

/**
 * The KYC tip bar (spec doc 2 §2, §4, §5): rendered on the server for a logged-in user without
 * KYC2; closing it sets the "closed" flag in this browser (a cookie with the user's id, so the
 * server leaves the bar out of the next pages: no flash). An approval to KYC2 while the page is
 * open (pushed on `user.kyc`) takes it away at once.
 */
function TipBar({ uid, href, text }: { uid: number; href: string; text: KycTipBarText }) {
  const [closed, setClosed] = useState(false);
  const cleared = useKyc2Cleared();
  if (closed || cleared) return null;
  return (
    <section className={styles.bar} aria-label={text.label}>
      <p className={styles.barText}>{text.message}</p>
      <a className={styles.barAction} href={href}>
        {text.action}
      </a>
      <button
        type="button"
        className="bar-close"
        aria-label={text.close}
        onClick={() => {
          writeTimedCookie({ name: KYC_TIP_CLOSED_COOKIE, value: String(uid), expires: new Date(Date.now() + KYC_TIP_CLOSED_DAYS * 86_400_000) });
          setClosed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}

/** The KYC tip bar; a failure shows the generic error notice in its place (Contained). */
export function KycTipBar(props: { uid: number; href: string; text: KycTipBarText }) {
  return (
    <Contained name="kyc tip bar">
      <TipBar {...props} />
    </Contained>
  );
}
