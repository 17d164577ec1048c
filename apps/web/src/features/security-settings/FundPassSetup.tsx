'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { changeFundPassword, setFundPassword, type SecurityOverview } from '@exchange/contract/security';
import { PasswordField } from '@/lib/account/PasswordField';
import { SecondFactorField } from '@/lib/account/SecondFactorField';
import { NO_SECOND_FACTOR, secondFactorBody, secondFactorReady } from '@/lib/account/second-factor';
import { browserRequest } from '@/lib/api/browser';
import { useHref } from '@/lib/request/client-context';
import { NewPasswordFields } from './NewPasswordFields';
import { factorMethods, meetsPasswordRules, SECURITY_PATHS } from './security-rules';
import { Refusal } from './Refusal';
import { useSubmit } from './use-submit';
import tone from '@/lib/ui/status-text.module.css';
import styles from './security.module.css';

/**
 * /myaccount/fundpass_setup (the fund-password dialog's "change" link): sets a fund password
 * (with the login password) or changes it (with the current one), and the second factor when the
 * account has one. The new one follows the password rules, with the strength estimate.
 */
export function FundPassSetup({ initial, inputs }: { initial: Pick<SecurityOverview, 'fund_password' | 'totp' | 'passkeys'>; inputs: readonly string[] }) {
  const t = useTranslations('securitySettings.fundPassword');
  const tc = useTranslations('securitySettings.common');
  const to = useHref();
  const id = useId();
  const [isSet, setIsSet] = useState(initial.fund_password);
  const [secret, setSecret] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [factor, setFactor] = useState(NO_SECOND_FACTOR);
  const [done, setDone] = useState('');
  const submit = useSubmit();
  const methods = factorMethods(initial);
  const ready = secret !== '' && meetsPasswordRules(next) && repeat === next && secondFactorReady(methods, factor) && !submit.pending;

  const send = async () => {
    const factorFields = secondFactorBody(factor);
    const answer = await submit.run(() =>
      isSet
        ? browserRequest(changeFundPassword, { current_fund_password: secret, fund_password: next, ...factorFields })
        : browserRequest(setFundPassword, { password: secret, fund_password: next, ...factorFields }),
    );
    setFactor(NO_SECOND_FACTOR);
    if (!answer) return;
    setDone(isSet ? t('doneChange') : t('doneSet'));
    setIsSet(true);
    setSecret('');
    setNext('');
    setRepeat('');
  };

  return (
    <>
      <p className={styles.intro}>{t('intro')}</p>
      <p role="status" className={tone.success}>
        {done}
      </p>
      <form
        className={styles.panel}
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void send();
        }}
      >
        <h2 id={`${id}-title`} className={styles.subheading}>
          {isSet ? t('changeTitle') : t('setTitle')}
        </h2>
        <Refusal text={submit.error} />
        {isSet ? (
          <PasswordField id={`${id}-current`} label={t('current')} value={secret} onChange={setSecret} />
        ) : (
          <PasswordField id={`${id}-login`} label={tc('loginPassword')} value={secret} onChange={setSecret} autoComplete="current-password" />
        )}
        <NewPasswordFields
          id={id}
          label={t('new')}
          repeatLabel={t('repeat')}
          value={next}
          onChange={setNext}
          repeat={repeat}
          onRepeatChange={setRepeat}
          inputs={inputs}
        />
        <SecondFactorField id={id} value={factor} onChange={setFactor} methods={methods} />
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={!ready} aria-busy={submit.pending}>
            {submit.pending ? tc('sending') : isSet ? t('submitChange') : t('submitSet')}
          </button>
        </div>
      </form>
      <a className={styles.link} href={to(SECURITY_PATHS.hub)}>
        {tc('back')}
      </a>
    </>
  );
}
