import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getCompliance } from '@/lib/compliance/compliance';
import type { ComplianceState, NoticeKind } from '@/lib/compliance/compliance-state';
import { href } from '@/lib/nav/href';
import { ownHosts } from '@/lib/security/own-hosts';
import type { RequestContext } from '@/lib/request/request-context';
import { BLOCK_TAGS, sanitizeHtml } from '@/lib/security/sanitize-html';
import { NoticeQueue } from './islands';
import type { NoticeView } from './NoticeQueue';
import { toastButtons, withTextLinks } from './toast-content';

/** The cut-off dates of the Netherlands and Uzbekistan notices (spec doc 2 §8). */
const CUT_OFF = { nl: Date.UTC(2024, 0, 2), uz: Date.UTC(2024, 3, 1) } as const;

/**
 * The compliance notices due for this visitor (the state's list), rendered on the server in the
 * page's language: the server toast's HTML sanitised (own-site links only), the rest from the
 * catalogs. The browser shows them one at a time and skips those acknowledged recently.
 */
export async function ComplianceNotices({ ctx, state }: { ctx: RequestContext; state: ComplianceState }) {
  const [t, format, compliance] = await Promise.all([getTranslations('compliance'), getFormatter(), getCompliance(ctx.locale)]);
  const to = (path: string) => href(path, ctx.locale, ctx.site.defaultLocale);
  const link = (path: string) =>
    function LinkChunk(chunks: ReactNode) {
      return <a href={to(path)}>{chunks}</a>;
    };
  const brand = ctx.site.brandName;
  const date = (at: number) => format.dateTime(new Date(at), { dateStyle: 'long', timeZone: 'UTC' });
  const plain = (kind: NoticeKind, title: string, body: ReactNode, extra: Partial<NoticeView> = {}): NoticeView => ({
    kind,
    title,
    body: <p>{body}</p>,
    ok: t('acknowledge'),
    okHref: null,
    cancel: null,
    ...extra,
  });

  const view = (kind: NoticeKind): NoticeView | null => {
    switch (kind) {
      case 'toast': {
        const toast = state.toastSource === 'config' ? compliance.limit.toast_config : compliance.limit.limit_country_toast;
        if (!toast) return null;
        const hosts = ownHosts(ctx.site);
        const html = sanitizeHtml(withTextLinks(toast.content, toast.text_link, hosts), hosts, BLOCK_TAGS);
        if (!html.trim()) return null;
        const buttons = toastButtons(toast, hosts, { ok: t('acknowledge') });
        // sanitised above: allowed tags only, links to the site's own hosts only
        return { kind, title: t('notice.toastTitle'), body: <div dangerouslySetInnerHTML={{ __html: html }} />, ...buttons };
      }
      case 'restrictedLocation':
        return plain(
          kind,
          t('notice.restrictedTitle'),
          t.rich('notice.restrictedBody', {
            agreement: link(ctx.site.legalDocs.agreement),
            support: (chunks) => <a href={`mailto:${ctx.site.contacts.support}`}>{chunks}</a>,
          }),
        );
      case 'uk':
        return {
          ...plain(kind, t('notice.ukTitle'), null),
          // the UK notice is bilingual by design (spec doc 2 §2): English and Chinese whatever the page's language
          body: (
            <>
              <p lang="en">{t('notice.ukEnglish', { brand })}</p>
              <p lang="zh-CN">{t('notice.ukChinese', { brand })}</p>
            </>
          ),
        };
      case 'closedMarket':
        return plain(kind, t('notice.closedMarketTitle'), t('notice.closedMarketBody'), {
          ok: t('notice.closedMarketAction'),
          okHref: to('/myaccount/withdraw/USDT'),
          cancel: t('later'),
        });
      case 'nl':
        return plain(kind, t('notice.nlTitle'), t('notice.nlBody', { date: date(CUT_OFF.nl) }));
      case 'uz':
        return plain(kind, t('notice.uzTitle'), t('notice.uzBody', { date: date(CUT_OFF.uz) }));
      case 'hk':
        return plain(kind, t('notice.hkTitle'), t('notice.hkBody'));
      case 'brazil':
        return plain(kind, t('notice.brazilTitle'), t('notice.brazilBody'));
      case 'ltw':
        return plain(kind, t('notice.ltwTitle'), t('notice.ltwBody'));
      case 'lowKyc':
        return plain(kind, t('notice.lowKycTitle'), t('notice.lowKycBody'), {
          ok: t('notice.lowKycAction'),
          okHref: to('/myaccount/kyc_home'),
          cancel: t('later'),
        });
      case 'withdrawOnly':
        return plain(kind, t('notice.withdrawOnlyTitle'), t('notice.withdrawOnlyBody'), {
          ok: t('notice.withdrawOnlyAction'),
          okHref: to('/myaccount/tickets/new?category=withdrawal'),
          cancel: t('later'),
        });
    }
  };
  const notices = state.notices.map(view).filter((n): n is NoticeView => n !== null);
  return notices.length > 0 ? <NoticeQueue notices={notices} /> : null;
}
