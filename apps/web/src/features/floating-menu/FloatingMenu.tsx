import { getTranslations } from 'next-intl/server';
import { DownloadIcon } from '@/lib/ui/icons';
import type { RequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { floatingMenuEntries } from './floating-menu-rules';
import { BackToTop, ChatroomEntry } from './FloatingParts';
import { SupportIcon } from './floating-icons';
import styles from './floating-menu.module.css';

/**
 * The floating menu (spec doc 2 §2): a column of round entries at the inline end of the screen
 * (the right; the left in Arabic), on screens from 768 px (the stylesheet hides it on phones),
 * unless the site hides it. Server-rendered: only the chatroom entry and back to top are client
 * islands. Each entry's name shows beside it on hover and keyboard focus.
 */
export async function FloatingMenu({ ctx }: { ctx: RequestContext }) {
  const entries = floatingMenuEntries({ site: ctx.site, user: ctx.user });
  if (!entries) return null;
  const t = await getTranslations('floatingMenu');
  const to = await getHref();
  return (
    <nav className={styles.menu} aria-label={t('label')}>
      <ul className={styles.list}>
        {entries.includes('support') && (
          <li>
            <a className={styles.entry} href={`mailto:${ctx.site.contacts.support}`}>
              <SupportIcon />
              <span className={styles.label}>{t('support', { contact: ctx.site.contacts.support })}</span>
            </a>
          </li>
        )}
        {entries.includes('chatroom') && (
          <li>
            <ChatroomEntry label={t('chatroom')} />
          </li>
        )}
        {entries.includes('app') && (
          <li>
            <a className={styles.entry} href={to('/mobileapp')}>
              <DownloadIcon />
              <span className={styles.label}>{t('app')}</span>
            </a>
          </li>
        )}
        {entries.includes('backToTop') && <BackToTop label={t('backToTop')} />}
      </ul>
    </nav>
  );
}
