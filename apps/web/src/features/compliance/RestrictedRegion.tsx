import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/nav/href';
import type { RequestContext } from '@/lib/request/request-context';
import { GuideRegion } from './islands';
import styles from './compliance.module.css';

/** A simple "no entry" mark, drawn here (decorative). */
function Mark() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M18 32h28" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The restricted-region page (`/state_compliance_tips`, spec doc 2 §2, §8): where a visitor from a
 * limited country is sent. Server-rendered: the restricted-location message and links to the user
 * agreement, the privacy policy and customer support. Its view and link clicks are tracked as
 * compliance guidance.
 */
export async function RestrictedRegion({ ctx }: { ctx: RequestContext }) {
  const t = await getTranslations('compliance.tips');
  const to = (path: string) => href(path, ctx.locale, ctx.site.defaultLocale);
  return (
    <GuideRegion guide="page:restrictedRegion" className={styles.region}>
      <Mark />
      <h1 className={styles.regionTitle}>{t('title')}</h1>
      <p className={styles.regionText}>{t('body')}</p>
      <p className={styles.regionText}>{t('more')}</p>
      <ul className={styles.regionLinks}>
        <li>
          <a className="button button-secondary" href={to(ctx.site.legalDocs.agreement)}>
            {t('agreement')}
          </a>
        </li>
        <li>
          <a className="button button-secondary" href={to(ctx.site.legalDocs.privacyPolicy)}>
            {t('privacy')}
          </a>
        </li>
        <li>
          <a className="button button-primary" href={`mailto:${ctx.site.contacts.support}`}>
            {t('support')}
          </a>
        </li>
      </ul>
    </GuideRegion>
  );
}
