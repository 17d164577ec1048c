import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getCompliance } from '@/lib/compliance/compliance';
import { ownHosts } from '@/lib/security/own-hosts';
import { ownSiteLink } from '@/lib/security/own-site-link';
import type { RequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { KYC_HOME_PATH, KYC_TIP_CLOSED_COOKIE, kycPrompt, showsKycTipBar } from './kyc-rules';
import { KycPromptIsland, KycTipBar } from './islands';

/**
 * The KYC prompts of every page (spec doc 2 §2 "KYC notice modal", "KYC tip bar"; §3 kyc_toast):
 * decided on the server from the user, the site record, the compliance answer (shared with the
 * rest of the page) and this browser's cookies; only what shows reaches the browser.
 */
export async function KycPrompts({ ctx }: { ctx: RequestContext }) {
  const { user, site } = ctx;
  if (!user.is_login) return null;
  const [jar, compliance, to, t] = await Promise.all([cookies(), getCompliance(ctx.locale), getHref(), getTranslations('kyc')]);
  const hosts = ownHosts(site);
  const bar = showsKycTipBar({
    loggedIn: user.is_login,
    uid: user.uid,
    verified: user.verified,
    hiddenOnSite: site.hide.kycTipBar,
    closedBy: jar.get(KYC_TIP_CLOSED_COOKIE)?.value,
  });
  const prompt = kycPrompt({
    loggedIn: user.is_login,
    toast: compliance.toast.kyc_toast,
    path: ctx.path,
    readCookie: (name) => jar.get(name)?.value,
    ownLink: (raw) => ownSiteLink(raw, hosts)?.href ?? null,
    localise: to,
    // eslint-disable-next-line react-hooks/purity -- a server component renders once per request: its clock is read once
    now: Date.now(),
  });
  return (
    <>
      {bar && (
        <KycTipBar
          uid={user.uid}
          href={to(KYC_HOME_PATH)}
          text={{ label: t('bar.label'), message: t('bar.message'), action: t('bar.action'), close: t('bar.close') }}
        />
      )}
      {prompt.kind === 'upgrade' && (
        <KycPromptIsland
          prompt={prompt}
          text={{ title: t('upgrade.title'), body: t('upgrade.body'), action: t('upgrade.action'), later: t('upgrade.later'), close: t('close') }}
        />
      )}
      {prompt.kind === 'risk' && (
        <KycPromptIsland
          prompt={prompt}
          text={{ title: t('risk.title'), body: prompt.message.trim() || t('risk.body'), action: t('risk.action'), close: t('close') }}
        />
      )}
    </>
  );
}
