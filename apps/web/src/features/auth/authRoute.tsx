import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '@/lib/request/request-context';
import { safeReturnPath } from '@/lib/security/safe-redirect';
import { getHref } from '@/lib/nav/server-href';
import { AuthPage } from './AuthPage';
import type { AuthMode } from './authErrors';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function authMetadata(mode: AuthMode): Promise<Metadata> {
  const { site } = await getRequestContext();
  const t = await getTranslations('auth');
  return { title: { absolute: t(mode === 'login' ? 'loginTitle' : 'signupTitle', { brand: site.brandName }) } };
}

/**
 * The /login and /signup routes: `return_to` is followed only when it is a same-site path;
 * a visitor who is already logged in goes straight there.
 */
export async function AuthRoute({ mode, searchParams }: { mode: AuthMode; searchParams: SearchParams }) {
  const { user } = await getRequestContext();
  const to = await getHref();
  const raw = (await searchParams).return_to;
  const returnTo = safeReturnPath(typeof raw === 'string' ? raw : undefined, to('/'));
  if (user.is_login) redirect(returnTo);
  return <AuthPage mode={mode} returnTo={returnTo} />;
}
