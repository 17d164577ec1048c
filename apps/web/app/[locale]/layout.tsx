import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { HTML_LANG, isLocale } from '@exchange/sites/locales';
import { pickClientMessages, type Messages } from '@/i18n/messages';
import { ClientContextProvider } from '@/lib/request/client-context';
import { getCoinIconVersioning } from '@/lib/coin-icons/coin-icon-versioning';
import { AnnouncementBar } from '@/features/announcement/AnnouncementBar';
import { DISMISSED_LIST } from '@/features/announcement/announcement-rules';
import { AppDownload } from '@/features/app-download/AppDownload';
import { BANNER_CLOSED_FLAG } from '@/features/app-download/banner-rules';
import { BusinessBanner } from '@/features/business-banner/BusinessBanner';
import { ChatroomLauncher } from '@/features/chatroom/ChatroomLauncher';
import { ComplianceBar } from '@/features/compliance/ComplianceBar';
import { CLOSED_BARS_LIST } from '@/features/compliance/bar-storage';
import { ComplianceNotices } from '@/features/compliance/ComplianceNotices';
import { ComplianceTips } from '@/features/compliance/ComplianceTips';
import { FloatingMenu } from '@/features/floating-menu/FloatingMenu';
import { Footer } from '@/features/footer/Footer';
import { GiftPrompt } from '@/features/gift-prompt/GiftPrompt';
import { KycPrompts } from '@/features/kyc/KycPrompts';
import { RegistrationModal } from '@/features/registration-modal/RegistrationModal';
import { SiteChooser } from '@/features/site-chooser/SiteChooser';
import { getAccountData } from '@/features/account/accountData';
import { toClientSite } from '@/lib/site/client-site';
import { getComplianceState, getLinkGate, getPageLinked } from '@/lib/compliance/compliance-gate';
import { getFiatSettings } from '@/lib/fiat/fiat-settings';
import { href } from '@/lib/nav/href';
import { OverlayProvider } from '@/lib/overlays/overlays';
import { PromptTurnsProvider } from '@/lib/overlays/PromptTurns';
import { getRequestContext } from '@/lib/request/request-context';
import { ErrorReporter } from '@/lib/telemetry/ErrorReporter';
import { ReferralSync } from '@/lib/referral/ReferralSync';
import { ServiceWorkerRegistrar } from '@/lib/offline/ServiceWorkerRegistrar';
import { tradePath } from '@/lib/trade/trade-pair';
import { getSiteSettings } from '@/lib/site/site-settings';
import { storedListsMirrorScript } from '@/lib/preferences/stored-list';
import { ComingSoonHost } from '@/lib/overlays/ComingSoon';
import { Deferred, HydrationSignal } from '@/lib/islands/Deferred';
import { SiteHeader } from './_chrome/SiteHeader';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { site, locale } = await getRequestContext();
  const t = await getTranslations('meta');
  const brand = site.brandName;
  return {
    title: { default: t('title', { brand }), template: `%s | ${brand}` },
    description: t('description', { brand, year: site.foundedYear }),
    robots: site.noindexLocales.includes(locale) ? { index: false, follow: true } : undefined,
    icons: { icon: '/icon.svg' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The lists and flags whose elements hide by CSS from the first paint: the same script on every page. */
const MIRROR_SCRIPT = storedListsMirrorScript([DISMISSED_LIST, CLOSED_BARS_LIST, BANNER_CLOSED_FLAG]);

/**
 * The root layout for every page: `<html lang dir>`, the theme and the rise colour come from the
 * request context on the server, so the first paint is right (no flash). It composes the site
 * chrome from the features; client islands share the request's facts, the preferences and the
 * overlays through context.
 */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // proxy.ts rewrites every page to a real locale; a segment that is none means it did not run
  if (!isLocale((await params).locale)) notFound();
  // independent calls start together: the user, the site settings, the fiat methods, the coin icon whitelist
  const [ctx, siteSettings, fiatMethods, coinIcons] = await Promise.all([getRequestContext(), getSiteSettings(), getFiatSettings(), getCoinIconVersioning()]);
  // the compliance redirect happened in proxy.ts (lib/compliance/compliance-route.ts); the state comes from the same answer
  const [compliance, linked, linkGate] = await Promise.all([getComplianceState(), getPageLinked(), getLinkGate()]);
  const t = await getTranslations('common');
  const messages = (await getMessages()) as Messages;
  const defaultFiat = ctx.user.is_login && ctx.user.curr_fiat ? ctx.user.curr_fiat : siteSettings.curr_fiat;
  const fiat = ctx.preferences.fiat ?? defaultFiat;
  // the header's account calls start as soon as the user is known, not when the header renders
  if (ctx.user.is_login) void getAccountData(ctx, fiat);
  return (
    // suppressHydrationWarning: the first script in <body> adds the stored lists' attributes to <html>
    <html
      lang={HTML_LANG[ctx.locale]}
      dir={ctx.dir}
      data-theme={ctx.preferences.theme}
      data-rise={ctx.preferences.riseColor}
      // the browser's API calls send it (src/lib/api/site-code.ts)
      data-site-code={ctx.site.apiSiteCode}
      suppressHydrationWarning
    >
      <body>
        {/* before anything is painted: the dismissed announcements, closed bars and the closed app banner onto <html>, which their CSS rules read (lib/preferences/stored-list.ts) */}
        {!ctx.embed && <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: MIRROR_SCRIPT }} />}
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <ClientContextProvider
          value={{
            site: toClientSite(ctx.site),
            locale: ctx.locale,
            user: ctx.user,
            preferences: ctx.preferences,
            defaultFiat,
            fiatMethods,
            nonce: ctx.nonce,
            websocketOrigin: ctx.websocketOrigin,
            coinIcons: { coins: [...coinIcons.coins], version: coinIcons.version },
            tradeLinked: linked(tradePath(ctx.site.defaultPair)),
            linkGate,
          }}
        >
          <NextIntlClientProvider messages={pickClientMessages(messages)}>
            <OverlayProvider>
              {/* the self-opening prompts (compliance notices, KYC, site chooser, gift) show one at a time, by rank */}
              <PromptTurnsProvider>
                {/* an embedded page (the chatroom's iframe) has no site chrome; each part of the page
                    hydrates after the root, in short slices (lib/islands/Deferred.tsx) */}
                {!ctx.embed && (
                  <Deferred>
                    <SiteHeader ctx={ctx} siteSettings={siteSettings} fiat={fiat} />
                  </Deferred>
                )}
                {!ctx.embed && (
                  <Deferred>
                    <AnnouncementBar ctx={ctx} />
                    {compliance.route.kind === 'tips' && <ComplianceTips ctx={ctx} />}
                    <KycPrompts ctx={ctx} />
                    {/* dialogs; if their queue fails, the notices are listed here, before the page's own content */}
                    <ComplianceNotices ctx={ctx} state={compliance} />
                  </Deferred>
                )}
                <Deferred>{children}</Deferred>
                {!ctx.embed && (
                  <Deferred>
                    <BusinessBanner ctx={ctx} />
                    <Footer ctx={ctx} />
                    {compliance.bar && <ComplianceBar ctx={ctx} kind={compliance.bar} />}
                  </Deferred>
                )}
                <ComingSoonHost />
                {/* the site-wide widgets: none inside an embedded page */}
                {!ctx.embed && (
                  <Deferred>
                    <SiteChooser ctx={ctx} />
                    <FloatingMenu ctx={ctx} />
                    <GiftPrompt ctx={ctx} />
                    <RegistrationModal ctx={ctx} />
                    {/* the phone app-download banner: a small island that loads the banner only on phones */}
                    {!ctx.site.hide.appDownload && <AppDownload ctx={ctx} />}
                    {ctx.site.chatroom && <ChatroomLauncher src={href('/groupchat/chatroom?platform=web', ctx.locale, ctx.site.defaultLocale)} />}
                  </Deferred>
                )}
              </PromptTurnsProvider>
            </OverlayProvider>
          </NextIntlClientProvider>
          <ServiceWorkerRegistrar />
          <ErrorReporter />
          <ReferralSync />
          <HydrationSignal />
        </ClientContextProvider>
      </body>
    </html>
  );
}
