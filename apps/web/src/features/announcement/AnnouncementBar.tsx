import { getTranslations } from 'next-intl/server';
import { fullsiteBulletin } from '@exchange/contract/herald';
import { apiLanguage } from '@exchange/contract/market';
import { serverApi } from '@/lib/api/server';
import { ownSiteLink } from '@/lib/security/own-site-link';
import { ownHosts } from '@/lib/security/own-hosts';
import { sanitizeHtml } from '@/lib/security/sanitize-html';
import type { RequestContext } from '@/lib/request/request-context';
import { AnnouncementFrame } from './AnnouncementFrame';
import { hiddenWhileListedCss } from '@/lib/preferences/stored-list';
import { DISMISSED_LIST, pageKey } from './announcement-rules';
import styles from './announcement.module.css';

const BAR_ID = 'announcement';

/**
 * The global announcement bar (spec doc 1 §3, §4, §7, §9) for the page's key, in the page's
 * language, rendered on the server with its HTML sanitised. A CSS rule (with the page's nonce)
 * hides it from the first paint when its content_id was dismissed in this browser (the list the
 * layout's first script mirrored onto `<html>`, lib/preferences/stored-list.ts), so a dismissed bar never
 * flashes or shifts the page, and no script stands between the header and the page's content.
 */
export async function AnnouncementBar({ ctx }: { ctx: RequestContext }) {
  const answer = await serverApi(fullsiteBulletin, { page: pageKey(ctx.path) }, { 'application-language': apiLanguage(ctx.locale) });
  const bulletin = answer.data;
  if (!bulletin) return null;
  const hosts = ownHosts(ctx.site);
  const html = sanitizeHtml(bulletin.content, hosts);
  if (!html.trim()) return null;
  const link = ownSiteLink(bulletin.link, hosts);
  const t = await getTranslations('announcement');
  const hide = hiddenWhileListedCss(DISMISSED_LIST, BAR_ID, bulletin.content_id);
  return (
    <>
      <AnnouncementFrame id={BAR_ID} contentId={bulletin.content_id} label={t('label')} dismissLabel={t('dismiss')}>
        {/* sanitised above: allowed inline tags only, links to the site's own hosts only */}
        <p className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
        {link && (
          <a className={styles.details} href={link.href}>
            {t('details')}
          </a>
        )}
      </AnnouncementFrame>
      {hide && <style nonce={ctx.nonce}>{hide}</style>}
    </>
  );
}
