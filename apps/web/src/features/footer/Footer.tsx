import { getTranslations } from 'next-intl/server';
import type { SocialNetwork } from '@exchange/sites/types';
import { getComplianceState } from '@/lib/compliance/compliance-gate';
import type { RequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { FooterAccordion } from './FooterAccordion';
import { footerView } from './footer-visibility';
import styles from './footer.module.css';

/**
 * The site footer (spec doc 1 §2, §4, §5, §9), rendered on the server from the site's footer data
 * and the visitor's compliance answer; on narrow screens its sections are an accordion.
 */
export async function Footer({ ctx }: { ctx: RequestContext }) {
  const [compliance, t] = await Promise.all([getComplianceState(), getTranslations()]);
  const to = await getHref();
  const translate = (key: string) => (t as unknown as (k: string) => string)(key);
  const view = footerView({
    site: ctx.site,
    menu: compliance.menu,
    isUkLimit: compliance.limits.uk,
    isItalyLimit: compliance.limits.italy,
    loggedIn: ctx.user.is_login,
    year: new Date().getUTCFullYear(),
  });
  const sections = view.sections.map((section) => ({
    key: section.key,
    title: translate(section.titleKey),
    links: section.links.map((link) => ({
      label: translate(link.labelKey),
      href: link.href.startsWith('/') ? to(link.href) : link.href,
      external: !link.href.startsWith('/'),
    })),
  }));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {view.signup && (
          <div className={styles.signup}>
            <p className={styles.signupText}>{t('footer.signupTitle')}</p>
            <a className="button button-primary" href={to('/signup')}>
              {t('footer.signupCta')}
            </a>
          </div>
        )}
        <FooterAccordion sections={sections} />
        {view.socials.length > 0 && (
          <ul className={styles.socials} aria-label={t('footer.follow')}>
            {view.socials.map((social) => (
              <li key={social.network}>
                <a href={social.href} rel="noopener noreferrer" target="_blank" className={styles.social}>
                  {t(`footer.networks.${social.network satisfies SocialNetwork}`)}
                </a>
              </li>
            ))}
          </ul>
        )}
        {view.noticeKey && <p className={styles.notice}>{translate(view.noticeKey)}</p>}
        <p className={styles.copyright}>
          {t('footer.copyright', { from: String(view.copyright.from), to: String(view.copyright.to), holder: view.copyright.holder })}
        </p>
      </div>
    </footer>
  );
}
