import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { OAuthCallback } from '@/features/auth/OAuthCallback';
import { AuthCard } from '@/lib/auth/AuthCard';
import { getHref } from '@/lib/nav/server-href';

/** Where the main site sends a testnet sign-in back to (spec doc 1 §7). */
export default async function AuthCallbackPage() {
  const t = await getTranslations('auth');
  const to = await getHref();
  return (
    <AuthCard id="callback-title" title={t('callbackTitle')}>
      <Suspense>
        <OAuthCallback loginHref={to('/')} />
      </Suspense>
    </AuthCard>
  );
}
