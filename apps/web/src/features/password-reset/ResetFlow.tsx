'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import type { ResetStep } from './reset-rules';
import own from './password-reset.module.css';

/**
 * The password reset, in three steps on one page (`/login/reset`): the email, then the mailed code
 * with the new password, then done with a link to log in. A reset ends every session and logs no
 * one in: the user logs in with the new password.
 */
export function ResetFlow({ loginHref }: { loginHref: string }) {
  const t = useTranslations('passwordReset');
  const [step, setStep] = useState<ResetStep>('email');
  const [email, setEmail] = useState('');
  const done = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step === 'done') done.current?.focus();
  }, [step]);

  if (step === 'email')
    return (
      <EmailStep
        initialEmail={email}
        onSent={(sentTo) => {
          setEmail(sentTo);
          setStep('code');
        }}
      />
    );
  if (step === 'code') return <CodeStep email={email} onDone={() => setStep('done')} onOtherEmail={() => setStep('email')} />;
  return (
    <section aria-labelledby="reset-done">
      <h2 id="reset-done" ref={done} tabIndex={-1} className={own.done}>
        {t('doneTitle')}
      </h2>
      <p>{t('doneBody')}</p>
      <a className="button button-primary" href={loginHref}>
        {t('toLogin')}
      </a>
    </section>
  );
}
