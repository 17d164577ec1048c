import { getTranslations } from 'next-intl/server';
import { getPageLinked } from '@/lib/compliance/compliance-gate';
import { getRequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { tradePath } from '@/lib/trade/trade-pair';
import styles from './hero.module.css';

/**
 * The landing hero: the site's name, its founding year and the way in (sign up, or trade the
 * site's pair: not offered where the visitor's compliance closes the trade page).
 */
export async function Hero() {
  const [{ site, user }, t, to, linked] = await Promise.all([getRequestContext(), getTranslations('home'), getHref(), getPageLinked()]);
  const pair = site.defaultPair.replace('_', '/');
  const trade = tradePath(site.defaultPair);
  const signup = !user.is_login && !site.hide.register;
  // no actions row at all when there is nothing to offer (a logged-in visitor in a closed market)
  const tradeLinked = linked(trade);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {site.isTestnet && <p className={styles.badge}>{t('demoBadge')}</p>}
      <h1 id="hero-title" className={styles.title}>
        {t('heroTitle', { brand: site.brandName })}
      </h1>
      <p className={styles.subtitle}>{t('heroSubtitle', { year: site.foundedYear })}</p>
      {user.is_login && <p className={styles.welcome}>{t('welcome', { name: user.nickname })}</p>}
      {(signup || tradeLinked) && (
        <div className={styles.actions}>
          {signup && (
            <a className="button button-primary" href={to('/signup')}>
              {t('ctaSignup')}
            </a>
          )}
          {tradeLinked && (
            <a className="button button-secondary" href={to(trade)}>
              {t('ctaTrade', { pair })}
            </a>
          )}
        </div>
      )}
      <ul className={styles.features}>
        <li>{t('featureSecurity')}</li>
        <li>{t('featureLiquidity')}</li>
        <li>{t('featureSupport')}</li>
      </ul>
    </section>
  );
}
