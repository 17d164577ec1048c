import { getTranslations } from 'next-intl/server';
import { authTargets } from '@/lib/auth/auth-targets';
import type { RequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { getSiteOrigins } from '@/lib/site/site-origin';
import { RegistrationHost } from './RegistrationHost';

/**
 * The registration modal (spec doc 2 §2, §6 "Visitor: sees … login or registration prompts"),
 * mounted once by the layout for visitors on sites that offer log-in. Any feature opens it with
 * `useRegistrationPrompt()` (src/lib/auth/registration.ts); its code loads on the first opening.
 */
export async function RegistrationModal({ ctx }: { ctx: RequestContext }) {
  const { site, user } = ctx;
  if (user.is_login || site.hide.loginSignup) return null;
  const auth = authTargets(site, { login: true, signup: !site.hide.register }, await getHref(), await getSiteOrigins());
  if (!auth) return null;
  const t = await getTranslations('giftPrompt.registration');
  return (
    <RegistrationHost
      auth={auth}
      labels={{
        title: t('title', { brand: site.brandName }),
        reasons: { chatroom: t('reasonChatroom', { brand: site.brandName }), account: t('reasonAccount') },
        whyLabel: t('whyLabel'),
        whyTitle: t('whyTitle'),
        why: t('why', { brand: site.brandName }),
        gotIt: t('gotIt'),
        close: t('close'),
      }}
    />
  );
}
