import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { siteCompliance } from '@exchange/sites/compliance';
import { SITES } from '@exchange/sites/sites';
import type { BarKind } from '@/lib/compliance/compliance-state';
import { href } from '@/lib/nav/href';
import type { RequestContext } from '@/lib/request/request-context';
import { getSiteOrigins } from '@/lib/site/site-origin';
import { BarFrame } from './islands';
import { hiddenWhileListedCss } from '@/lib/preferences/stored-list';
import { BAR_ID, CLOSED_BARS_LIST } from './bar-storage';
import styles from './compliance.module.css';

/**
 * The compliance floating bar (spec doc 2 §2, §4) of the kind the compliance state chose, rendered
 * on the server in the page's language; a site-switch kind links to the other site's home.
 */
export async function ComplianceBar({ ctx, kind }: { ctx: RequestContext; kind: BarKind }) {
  const t = await getTranslations('compliance');
  const to = (path: string) => href(path, ctx.locale, ctx.site.defaultLocale);
  const link = (path: string) =>
    function LinkChunk(chunks: ReactNode) {
      return <a href={to(path)}>{chunks}</a>;
    };
  const switchTo = siteCompliance(ctx.site.key).switchBar?.to;
  const target = switchTo ? { name: SITES[switchTo].brandName, origin: (await getSiteOrigins())(switchTo) } : null;

  let message: ReactNode;
  switch (kind) {
    case 'prohibitedCountries':
      message = t.rich('bar.prohibitedCountries', { agreement: link(ctx.site.legalDocs.agreement) });
      break;
    case 'notLoggedInIpLimit':
      message = t.rich('bar.notLoggedInIpLimit', { login: link('/login') });
      break;
    case 'limitedIpHome':
      message = t('bar.limitedIpHome');
      break;
    case 'limitedWithdrawHome':
      message = t.rich('bar.limitedWithdrawHome', { withdraw: link('/myaccount/withdraw/USDT') });
      break;
    case 'mainToEu':
    case 'euToMainVisitor':
    case 'euToMainAccount':
      message = t(`bar.${kind}`, { site: target?.name ?? '' });
      break;
    case 'cookies':
      message = t.rich('bar.cookies', { privacy: link(ctx.site.legalDocs.privacyPolicy) });
      break;
  }
  const switching = kind === 'mainToEu' || kind === 'euToMainVisitor' || kind === 'euToMainAccount';
  // closed earlier this session (the layout's first script mirrored the closed kinds onto <html>): hidden from the first paint
  const hide = kind === 'cookies' ? '' : hiddenWhileListedCss(CLOSED_BARS_LIST, BAR_ID, kind);
  return (
    <>
      <BarFrame kind={kind} label={t('bar.label')} closeLabel={t('close')} acceptLabel={kind === 'cookies' ? t('bar.cookiesAccept') : undefined}>
        <p className={styles.message}>{message}</p>
        {switching && target && (
          <a className="button button-primary" href={`${target.origin}${kind === 'euToMainAccount' ? '/login' : '/'}`}>
            {t('bar.switchAction', { site: target.name })}
          </a>
        )}
      </BarFrame>
      {hide && <style nonce={ctx.nonce}>{hide}</style>}
    </>
  );
}
