import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AUTHORIZE_PATH, OAUTH_CALLBACK_PATH, OAUTH_SCOPE } from '@exchange/contract/oauth';
import { NAV_MENUS } from '@exchange/sites/nav';
import { getRequestContext } from '../../lib/request-context';
import { getHref } from '../../lib/server-href';
import { getFiatSettings, methodsFor } from '../../lib/fiat-settings';
import { getSiteOrigins } from '../../lib/site-origin';
import { AccountArea } from '../account/AccountArea';
import { PhoneDrawer } from '../drawer/PhoneDrawer';
import { PayWith } from '../pay-with/PayWith';
import { buildSettingsData } from '../settings/buildSettingsData';
import { SettingsHost } from '../settings/SettingsHost';
import { AuthLinks } from './AuthLinks';
import { ComingSoonHost } from './ComingSoon';
import { DesktopNav } from './DesktopNav';
import { DownloadEntry } from './DownloadEntry';
import { headerControls } from './headerControls';
import { Logo } from './Logo';
import { resolveNav } from './navModel';
import { toMenuViews, withoutDescriptions } from './navView';
import styles from './header.module.css';

/**
 * The site header, rendered once in the layout (it persists across client navigations, so
 * anything that depends on the current path is computed in the browser from the URL) (spec doc 1 §1, §2, §4-§6): server-rendered brand, menus and entries, with
 * small client islands for the menus' open state, settings, theme and the phone drawer.
 */
export async function Header() {
  const ctx = await getRequestContext();
  const { site, user, preferences } = ctx;
  const t = await getTranslations();
  const to = await getHref();
  const originOf = await getSiteOrigins();
  const controls = headerControls({ hide: site.hide, isTestnet: site.isTestnet, loggedIn: user.is_login });
  const settings = await buildSettingsData(ctx);
  const translate = (key: string) => (t as unknown as (k: string) => string)(key);
  const fiatMethods = methodsFor(await getFiatSettings(), settings.fiat);
  const menus = toMenuViews(resolveNav(NAV_MENUS, { site, fiat: settings.fiat, href: to, originOf, fiatMethods }), translate);
  // a site that signs in through another (the testnet through the main site) sends log-in there
  const login = !controls.login
    ? undefined
    : site.loginVia
      ? `${originOf(site.loginVia)}${AUTHORIZE_PATH}?${new URLSearchParams({ scope: OAUTH_SCOPE, redirect_uri: `${originOf(site.key)}${OAUTH_CALLBACK_PATH}` }).toString()}`
      : to('/login');
  const signup = controls.signup ? to('/signup') : undefined;
  const appLink = `https://${site.antiPhishingHosts[0] ?? 'localhost'}/mobileapp?ch=web_header_qr`;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href={to('/')} className={styles.brand} aria-label={t('common.logoAlt', { brand: site.brandName })}>
          <Logo />
          <span className={styles.brandName}>{site.brandName}</span>
        </Link>
        {controls.demoBadge && <span className={styles.demo}>{t('header.demoTrading')}</span>}
        <DesktopNav menus={menus} buyCryptoExtra={<PayWith fiats={settings.fiats} current={settings.fiat} />} />
        <div className={styles.actions}>
          {controls.backToTrade && (
            <a className={`button button-secondary ${styles.wideOnly}`} href={`${originOf('main')}/trade/BTC_USDT`}>
              {t('header.backToTrade')}
            </a>
          )}
          {(login || signup) && (
            <AuthLinks className={styles.tabletUp} oauth={Boolean(site.loginVia)} {...(login ? { login } : {})} {...(signup ? { signup } : {})} />
          )}
          {controls.account && (
            <nav className={styles.account} aria-label={t('nav.accountArea')}>
              <AccountArea />
            </nav>
          )}
          {controls.download && <DownloadEntry href={to('/mobileapp')} appLink={appLink} />}
          <SettingsHost data={settings} theme={preferences.theme} show={{ language: controls.language, settings: controls.settings, theme: controls.theme }} />
          <PhoneDrawer
            menus={withoutDescriptions(menus)}
            guest={login || signup ? { oauth: Boolean(site.loginVia), ...(login ? { login } : {}), ...(signup ? { signup } : {}) } : null}
            settings={{ language: controls.language, other: controls.settings }}
            {...(controls.download ? { downloadHref: to('/mobileapp') } : {})}
          />
        </div>
      </div>
      <ComingSoonHost />
    </header>
  );
}
