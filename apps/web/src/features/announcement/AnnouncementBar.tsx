import { getTranslations } from 'next-intl/server';
import { fullsiteBulletin } from '@exchange/contract/herald';
import { apiLanguage } from '@exchange/contract/market';
import { serverApi } from '../../lib/api/server';
import { ownSiteLink } from '../../lib/own-site-link';
import { ownHosts } from '../../lib/own-hosts';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { RequestContext } from '../../lib/request-context';
import { AnnouncementFrame } from './AnnouncementFrame';
import { DISMISSED_KEY, pageKey } from './announcement-rules';
import styles from './announcement.module.css';

const BAR_ID = 'announcement';

/**
 * The global announcement bar (spec doc 1 §3, §4, §7, §9) for the page's key, in the page's
 * language, rendered on the server with its HTML sanitised. A small inline script (with the
 * page's nonce) hides it before the first paint when its content_id was dismissed in this
 * browser, so a dismissed bar never flashes or shifts the page.
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
  const hide = `try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(DISMISSED_KEY)})||'[]');if(Array.isArray(l)&&l.indexOf(${JSON.stringify(bulletin.content_id)})>=0)document.getElementById(${JSON.stringify(BAR_ID)}).hidden=true}catch(e){}`;
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
      <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: hide }} />
    </>
  );
}
