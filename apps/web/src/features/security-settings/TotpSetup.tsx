'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { beginTotp, securityOverview, type SecurityOverview } from '@exchange/contract/security';
import { browserRequest } from '@/lib/api/browser';
import { useHref } from '@/lib/request/client-context';
import { RecoveryCodes } from './RecoveryCodes';
import { factorMethods, SECURITY_PATHS } from './security-rules';
import { TotpManage } from './TotpManage';
import { TotpOffer } from './TotpOffer';
import { Refusal } from './Refusal';
import { useSubmit } from './use-submit';
import tone from '@/lib/ui/status-text.module.css';
import styles from './security.module.css';

type Shown = { kind: 'status' } | { kind: 'offer'; secret: string; url: string } | { kind: 'codes'; codes: string[] };

/**
 * /myaccount/totp: the authenticator. Off: "Set up" asks for a new secret and shows it (TotpOffer);
 * a code turns it on and the recovery codes are shown once (RecoveryCodes). On: new recovery
 * codes, or turning it off (TotpManage). `site` names the recovery codes' file.
 */
export function TotpSetup({ initial, site }: { initial: Pick<SecurityOverview, 'totp' | 'passkeys' | 'recovery_codes_left'>; site: string }) {
  const t = useTranslations('securitySettings.totp');
  const tc = useTranslations('securitySettings.common');
  const to = useHref();
  const [overview, setOverview] = useState(initial);
  const [shown, setShown] = useState<Shown>({ kind: 'status' });
  const [status, setStatus] = useState('');
  const begin = useSubmit();

  const reread = async () => {
    const result = await browserRequest(securityOverview, {});
    if (result.ok) setOverview(result.data.data);
  };

  let body;
  if (shown.kind === 'codes') {
    body = <RecoveryCodes codes={shown.codes} site={site} onDone={() => setShown({ kind: 'status' })} />;
  } else if (overview.totp) {
    body = (
      <TotpManage
        methods={factorMethods(overview)}
        codesLeft={overview.recovery_codes_left}
        onCodes={(codes) => {
          setStatus('');
          setShown({ kind: 'codes', codes });
          void reread();
        }}
        onDisabled={() => {
          setStatus(t('disabledDone'));
          void reread();
        }}
      />
    );
  } else if (shown.kind === 'offer') {
    body = (
      <TotpOffer
        secret={shown.secret}
        url={shown.url}
        methods={factorMethods(overview)}
        onEnabled={(codes) => {
          setStatus(t('enabledDone'));
          setShown({ kind: 'codes', codes });
          void reread();
        }}
      />
    );
  } else {
    body = (
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          disabled={begin.pending}
          onClick={() =>
            void begin
              .run(() => browserRequest(beginTotp, {}))
              .then((answer) => {
                if (answer) setShown({ kind: 'offer', secret: answer.data.secret, url: answer.data.otpauth_url });
              })
          }
        >
          {t('begin')}
        </button>
      </div>
    );
  }

  return (
    <>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={`${styles.state} ${overview.totp ? styles.on : styles.off}`} data-testid="totp-state">
        {overview.totp ? t('on') : t('off')}
      </p>
      <p role="status" className={tone.success}>
        {status}
      </p>
      <Refusal text={begin.error} />
      {body}
      <a className={styles.link} href={to(SECURITY_PATHS.hub)}>
        {tc('back')}
      </a>
    </>
  );
}
