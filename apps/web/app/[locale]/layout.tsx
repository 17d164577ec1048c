import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { HTML_LANG, isLocale } from '@exchange/sites/locales';
import { pickClientMessages, type Messages } from '../../src/i18n/messages';
import { ClientContextProvider } from '../../src/lib/client-context';
import { AnnouncementBar } from '../../src/features/announcement/AnnouncementBar';
import { ComplianceBar } from '../../src/features/compliance/ComplianceBar';
import { ComplianceNotices } from '../../src/features/compliance/ComplianceNotices';
import { ComplianceTips } from '../../src/features/compliance/ComplianceTips';
import { Footer } from '../../src/features/footer/Footer';
import { getAccountData } from '../../src/features/account/accountData';
import { toClientSite } from '../../src/lib/client-site';
import { enforceComplianceRoute } from '../../src/lib/compliance-gate';
import { getFiatSettings } from '../../src/lib/fiat-settings';
import { OverlayProvider } from '../../src/lib/overlays';
import { getRequestContext } from '../../src/lib/request-context';
import { ServiceWorkerRegistrar } from '../../src/lib/ServiceWorkerRegistrar';
import { getSiteSettings } from '../../src/lib/site-settings';
import { ComingSoonHost } from '../../src/lib/ui/ComingSoon';
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

/**
 * The root layout for every page: `<html lang dir>`, the theme and the rise colour come from the
 * request context on the server, so the first paint is right (no flash). It composes the site
 * chrome from the features; client islands share the request's facts, the preferences and the
 * overlays through context.
 */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // proxy.ts rewrites every page to a real locale; a segment that is none means it did not run
  if (!isLocale((await params).locale)) notFound();
  // independent calls start together: the user, the site settings and the fiat methods
  const [ctx, siteSettings, fiatMethods] = await Promise.all([getRequestContext(), getSiteSettings(), getFiatSettings()]);
  // the compliance redirect (a 307 to the restricted-region page) happens here, before anything is sent
  const compliance = await enforceComplianceRoute();
  const t = await getTranslations('common');
  const messages = (await getMessages()) as Messages;
  const defaultFiat = ctx.user.is_login && ctx.user.curr_fiat ? ctx.user.curr_fiat : siteSettings.curr_fiat;
  const fiat = ctx.preferences.fiat ?? defaultFiat;
  // the header's account calls start as soon as the user is known, not when the header renders
  if (ctx.user.is_login) void getAccountData(ctx, fiat);
  return (
    <html lang={HTML_LANG[ctx.locale]} dir={ctx.dir} data-theme={ctx.preferences.theme} data-rise={ctx.preferences.riseColor}>
      <body>
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
          }}
        >
          <NextIntlClientProvider messages={pickClientMessages(messages)}>
            <OverlayProvider>
              <SiteHeader ctx={ctx} siteSettings={siteSettings} fiat={fiat} />
              <AnnouncementBar ctx={ctx} />
              {compliance.route.kind === 'tips' && <ComplianceTips ctx={ctx} />}
              {children}
              <Footer ctx={ctx} />
              {compliance.bar && <ComplianceBar ctx={ctx} kind={compliance.bar} />}
              <ComplianceNotices ctx={ctx} state={compliance} />
              <ComingSoonHost />
            </OverlayProvider>
          </NextIntlClientProvider>
          <ServiceWorkerRegistrar />
        </ClientContextProvider>
      </body>
    </html>
  );
}
