import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { HTML_LANG, isLocale } from '@exchange/sites/locales';
import { pickClientMessages, type Messages } from '../../src/i18n/messages';
import { ClientContextProvider } from '../../src/lib/client-context';
import { getAccountData } from '../../src/features/account/accountData';
import { Header } from '../../src/features/header/Header';
import { toClientSite } from '../../src/lib/client-site';
import { ServiceWorkerRegistrar } from '../../src/lib/ServiceWorkerRegistrar';
import { getRequestContext } from '../../src/lib/request-context';
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
 * The root layout for every page: `<html lang dir>` and the theme come from the request context
 * on the server, so the first paint is right (no flash). Client islands read the same context.
 */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // proxy.ts rewrites every page to a real locale; a segment that is none means it did not run
  if (!isLocale((await params).locale)) notFound();
  const ctx = await getRequestContext();
  // the header's account calls start as soon as the user is known, not when the header renders
  if (ctx.user.is_login) void getAccountData(ctx);
  const t = await getTranslations('common');
  const messages = (await getMessages()) as Messages;
  return (
    <html lang={HTML_LANG[ctx.locale]} dir={ctx.dir} data-theme={ctx.preferences.theme} data-rise={ctx.preferences.riseColor}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <ClientContextProvider value={{ site: toClientSite(ctx.site), locale: ctx.locale, user: ctx.user, preferences: ctx.preferences, nonce: ctx.nonce }}>
          <NextIntlClientProvider messages={pickClientMessages(messages)}>
            <Header />
            {children}
          </NextIntlClientProvider>
          <ServiceWorkerRegistrar />
        </ClientContextProvider>
      </body>
    </html>
  );
}
