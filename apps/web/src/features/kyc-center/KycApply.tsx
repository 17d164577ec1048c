'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { KycStatusAnswer } from '@exchange/contract/kyc-apply';
import { ApplicationState } from './ApplicationState';
import { KycApplyForm } from './KycApplyForm';
import type { CountryOption } from './kyc-center-rules';
import { useKycStatus } from './use-kyc-status';
import tone from '@/lib/ui/status-text.module.css';
import styles from './kyc-center.module.css';

/**
 * The application page's island (`/myaccount/kyc2`): the form for the next level; once sent (or
 * while an application waits), its state, which turns approved or rejected live (`user.kyc`). A
 * rejected application offers the form again; at the top level there is nothing to apply for.
 */
export function KycApply({
  initial,
  countries,
  homeHref,
  maxBirthDate,
}: {
  initial: KycStatusAnswer;
  /** the form's countries, named on the server */
  countries: readonly CountryOption[];
  homeHref: string;
  maxBirthDate: string;
}) {
  const t = useTranslations('kycCenter');
  const { status, applied } = useKycStatus(initial);
  // the form shows at once unless the page opens on a rejection (its reason first); once sent, the
  // application's state shows until "apply again" / "continue" asks for the form
  const [formWanted, setFormWanted] = useState(initial.application?.status !== 'rejected');
  const application = status.application;
  const next = status.next_level;
  const showForm = next !== null && (application === null || formWanted);
  const stateBox = useRef<HTMLDivElement>(null);
  // the control that was used goes away: focus moves to what replaced it
  const focusSoon = (find: () => HTMLElement | null) => requestAnimationFrame(() => find()?.focus());
  return (
    <>
      {!showForm && (
        <div ref={stateBox} tabIndex={-1} className={styles.focusTarget}>
          <ApplicationState application={application} />
        </div>
      )}
      {!showForm && next && (
        <p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setFormWanted(true);
              focusSoon(() => document.getElementById('kyc-first_name'));
            }}
          >
            {t(application?.status === 'rejected' ? 'applyAgain' : 'start', { level: next })}
          </button>
        </p>
      )}
      {showForm && (
        <KycApplyForm
          level={next}
          countries={countries}
          maxBirthDate={maxBirthDate}
          onApplied={(a) => {
            setFormWanted(false);
            applied(a);
            focusSoon(() => stateBox.current);
          }}
        />
      )}
      {!next && application?.status !== 'pending' && <p className={tone.muted}>{t('atTop')}</p>}
      <p>
        <a href={homeHref}>{t('backHome')}</a>
      </p>
    </>
  );
}
