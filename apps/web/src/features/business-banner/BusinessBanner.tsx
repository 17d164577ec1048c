import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { businessTipOf, footerTipsCheck } from '@exchange/contract/kyc';
import { serverApi } from '@/lib/api/server';
import { ownHosts } from '@/lib/security/own-hosts';
import { ownSiteLink } from '@/lib/security/own-site-link';
import type { RequestContext } from '@/lib/request/request-context';
import { BLOCK_TAGS, sanitizeHtml } from '@/lib/security/sanitize-html';
import { BUSINESS_TIP_CLOSED_COOKIE, showsBusinessTip, tipKey, weaveTextLinks } from './business-rules';
import { BusinessBannerFrame } from './islands';
import styles from './business-banner.module.css';

/**
 * The business compliance banner (spec doc 2 §2, §3, §4, §7 footerTipsCheck, §8): rendered on
 * the server from the tip the API gives this visitor; its HTML is sanitised (inline tags only,
 * text links and the OK button's target only on the site's own hosts); nothing on a failure or a
 * non-zero code. It sits at the bottom of the viewport above the footer and can be closed
 * (for the session) unless the tip says `no_close_button`.
 */
export async function BusinessBanner({ ctx }: { ctx: RequestContext }) {
  const tip = businessTipOf(await serverApi(footerTipsCheck, {}));
  if (!tip) return null;
  const hosts = ownHosts(ctx.site);
  const html = sanitizeHtml(weaveTextLinks(tip.content, tip.text_link), hosts, BLOCK_TAGS);
  const jar = await cookies();
  if (!showsBusinessTip(tip, html, jar.get(BUSINESS_TIP_CLOSED_COOKIE)?.value)) return null;
  const t = await getTranslations('kyc.business');
  const okHref = tip.ok_button.trim() ? (ownSiteLink(tip.ok_button_router, hosts)?.href ?? null) : null;
  const title = tip.title.trim();
  return (
    <BusinessBannerFrame
      tipKey={tipKey(tip)}
      closable={!tip.no_close_button}
      label={title || t('label')}
      closeLabel={t('close')}
      {...(okHref ? { ok: { label: tip.ok_button.trim(), href: okHref } } : {})}
      {...(!tip.no_close_button && tip.cancel_button.trim() ? { cancelLabel: tip.cancel_button.trim() } : {})}
    >
      {title && <strong className={styles.title}>{title}</strong>}
      {/* sanitised above: inline tags, paragraphs and lists only, links to the site's own hosts only */}
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
    </BusinessBannerFrame>
  );
}
