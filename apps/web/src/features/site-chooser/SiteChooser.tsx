import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SITES } from '@exchange/sites/sites';
import { getCompliance } from '@/lib/compliance/compliance';
import type { RequestContext } from '@/lib/request/request-context';
import { getSiteOrigins } from '@/lib/site/site-origin';
import { showsSiteChooser, SITE_CHOICE_COOKIE } from './keep-alive';
import { SiteChooserIsland } from './islands';

/**
 * The Turkish site chooser (spec doc 2 §4): on a site whose record offers another sub-site
 * (`siteChooser`: the global site offers Turkey), for visitors the compliance answer places
 * there (`limit.is_tr`), unless a stored choice is still alive. Decided on the server; the
 * dialog's code reaches the browser only when it opens.
 */
export async function SiteChooser({ ctx }: { ctx: RequestContext }) {
  const offered = ctx.site.siteChooser;
  if (!offered) return null;
  const [compliance, jar] = await Promise.all([getCompliance(ctx.locale), cookies()]);
  // eslint-disable-next-line react-hooks/purity -- a server component renders once per request: its clock is read once
  const now = Date.now();
  if (!showsSiteChooser({ offers: true, fromThere: compliance.limit.is_tr, stored: jar.get(SITE_CHOICE_COOKIE)?.value, now })) return null;
  const [t, tAll, originOf] = await Promise.all([getTranslations('siteChooser'), getTranslations(), getSiteOrigins()]);
  const globalName = `${ctx.site.brandName} ${(tAll as unknown as (key: string) => string)(ctx.site.nameKey)}`;
  return (
    <SiteChooserIsland
      names={{ tr: SITES[offered].brandName, global: globalName }}
      // the same page on the offered site, in its default language (no prefix)
      leaveTo={`${originOf(offered)}${ctx.path.startsWith('/') ? ctx.path : '/'}`}
      text={{ title: t('title'), dontShow: t('dontShow'), cancel: t('cancel'), confirm: t('confirm'), close: t('close') }}
    />
  );
}
