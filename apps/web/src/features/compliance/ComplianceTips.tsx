import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/nav/href';
import type { RequestContext } from '@/lib/request/request-context';
import { GuideRegion } from './islands';
import styles from './compliance.module.css';

/**
 * The compliance tips (spec doc 2 §4): on the main site, a restricted feature's page shows this
 * notice above its content when the compliance answer has `is_show_compliance_tips` on. Its view and
 * link clicks are tracked as compliance guidance.
 */
export async function ComplianceTips({ ctx }: { ctx: RequestContext }) {
  const t = await getTranslations('compliance.tips');
  return (
    <section className={styles.tips} aria-labelledby="compliance-tips-title" data-compliance-tips="">
      <GuideRegion guide="tips:feature">
        <h2 id="compliance-tips-title" className={styles.tipsTitle}>
          {t('featureTitle')}
        </h2>
        <p className={styles.tipsBody}>
          {t.rich('featureBody', { agreement: (chunks) => <a href={href(ctx.site.legalDocs.agreement, ctx.locale, ctx.site.defaultLocale)}>{chunks}</a> })}
        </p>
      </GuideRegion>
    </section>
  );
}
