import { getTranslations } from 'next-intl/server';
import type { SiteSettings } from '@exchange/contract/site';
import { LOCALE_NAMES } from '@exchange/sites/locales';
import { SITES } from '@exchange/sites/sites';
import { NAV_MENUS } from '@exchange/sites/nav';
import { AccountArea } from '@/features/account/AccountArea';
import { LogoutOptions } from '@/features/account/islands';
import { PaletteShortcut } from '@/features/command-palette/PaletteShortcut';
import { PhoneDrawer } from '@/features/drawer/PhoneDrawer';
import { CoinPanelSlot } from '@/features/coin-panels/CoinPanelSlot';
import { DownloadEntry } from '@/features/header/DownloadEntry';
import { appQrSrc } from '@/features/header/qr-path';
import { Header } from '@/features/header/Header';
import { headerControls, offeredSite } from '@/features/header/headerControls';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { PayWith } from '@/features/pay-with/PayWith';
import { HeaderSearch, SearchDrawerEntry } from '@/features/search/HeaderSearch';
import { SearchSheetHost } from '@/features/search/SearchSheetHost';
import { LanguageButton, SettingsButton } from '@/features/settings/SettingsButtons';
import { buildSettingsData } from '@/features/settings/buildSettingsData';
import { SettingsDialogs } from '@/features/settings/SettingsDialogs';
import { ThemeToggle } from '@/features/settings/ThemeToggle';
import { authTargets } from '@/lib/auth/auth-targets';
import { getCompliance } from '@/lib/compliance/compliance';
import { resolveNav } from '@/lib/nav/nav-model';
import { toMenuViews } from '@/lib/nav/nav-view';
import type { RequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { getSiteOrigins } from '@/lib/site/site-origin';

/**
 * The header as the layout composes it from the features (docs/ARCHITECTURE.md, rule 9): the header's bar,
 * the account area, the pay-with selector, the settings controls and dialogs, and the phone
 * drawer, with the menus resolved once for the bar and the drawer.
 */
export async function SiteHeader({ ctx, siteSettings, fiat }: { ctx: RequestContext; siteSettings: SiteSettings; fiat: string }) {
  const { site, user } = ctx;
  const [t, to, originOf, compliance] = await Promise.all([getTranslations(), getHref(), getSiteOrigins(), getCompliance(ctx.locale)]);
  const controls = headerControls({ hide: site.hide, isTestnet: site.isTestnet, loggedIn: user.is_login });
  const settings = buildSettingsData(ctx, siteSettings, originOf, { language: controls.language, settings: controls.settings });
  const translate = (key: string) => (t as unknown as (k: string) => string)(key);
  // fiat-dependent entries are filtered in the browser by the fiat in force (FiatLinkItem)
  // what the visitor's compliance menu restricts is not offered (the same answer the layout's redirect read)
  const menus = toMenuViews(resolveNav(NAV_MENUS, { site, fiat, href: to, originOf, restricted: new Set(compliance.menu) }), translate);
  // a site that signs in through another (the testnet through the main site) sends log-in there
  const auth = authTargets(site, controls, to, originOf);
  const backToTradeHref = controls.backToTrade ? `${originOf('main')}/trade/BTC_USDT` : undefined;
  const downloadHref = controls.download ? to('/mobileapp') : undefined;
  // the Turkey site for a visitor the compliance answer places in Türkiye (its home, in its own language)
  const offered = offeredSite(site.siteChooser, compliance.limit.is_tr);
  // one array for the bar's panels, the drawer, the search and the palette: the page's payload
  // carries it once (React's flight dedupes an object passed to several client components)

  return (
    <>
      <Header
        brandName={site.brandName}
        homeHref={to('/')}
        controls={controls}
        menus={menus}
        auth={auth}
        {...(backToTradeHref ? { backToTradeHref } : {})}
        {...(offered ? { offeredSite: { name: SITES[offered].brandName, href: `${originOf(offered)}/` } } : {})}
        slots={{
          buyCryptoExtra: <PayWith fiats={settings.fiats} />,
          // each loads its code on the first hover or focus of its menu (CoinPanelSlot)
          coinPanels: { spot: <CoinPanelSlot kind="spot" />, futures: <CoinPanelSlot kind="futures" />, preMarket: <CoinPanelSlot kind="preMarket" /> },
          search: controls.search ? <HeaderSearch menus={menus} /> : undefined,
          notifications: controls.notifications ? <NotificationBell /> : undefined,
          account: controls.account ? <AccountArea fiat={fiat} /> : undefined,
          download: downloadHref ? <DownloadEntry href={downloadHref} qrSrc={appQrSrc(site.key)} /> : undefined,
          language: controls.language ? <LanguageButton currentName={LOCALE_NAMES[ctx.locale]} /> : undefined,
          settings: controls.settings ? <SettingsButton /> : undefined,
          theme: controls.theme ? <ThemeToggle /> : undefined,
          drawer: (
            <PhoneDrawer
              menus={menus}
              guest={auth}
              settings={{ language: controls.language, other: controls.settings }}
              {...(downloadHref ? { downloadHref } : {})}
              {...(backToTradeHref ? { backToTradeHref } : {})}
              {...(controls.theme ? { theme: <ThemeToggle variant="row" /> } : {})}
              {...(controls.search ? { search: <SearchDrawerEntry /> } : {})}
              {...(controls.logout ? { account: <LogoutOptions /> } : {})}
            />
          ),
        }}
      />
      <SettingsDialogs data={settings} />
      {controls.search && <SearchSheetHost menus={menus} />}
      <PaletteShortcut
        menus={menus}
        languages={settings.languages}
        fiats={settings.fiats}
        show={{ search: controls.search, theme: controls.theme, riseColor: controls.settings, language: controls.language, fiat: controls.language }}
      />
    </>
  );
}
