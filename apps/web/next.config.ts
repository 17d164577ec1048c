import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { LOCALES } from '@exchange/sites/locales';
import {
  BASELINE_CSP,
  EMBED_BASELINE_CSP,
  EMBED_FRAME_OPTIONS,
  EMBED_PATH,
  STATIC_FILE_CSP,
  STATIC_SECURITY_HEADERS,
} from './src/lib/security/security-headers';

/**
 * Messages are precompiled at build time (next-intl's `precompile`): the browser gets compiled
 * ICU messages and a small formatter instead of the ICU parser (about 11 KiB gzip off every page).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/**
 * API prefixes are forwarded by the front door (server/front-door.ts, at run time, so API_ORIGIN
 * can change without a rebuild); the CSP with its nonce is set by proxy.ts. Every answer also
 * gets the static security headers and a CSP baseline that needs no nonce here, so a path the
 * proxy does not run on (static files) still cannot be framed or load plugins.
 */
/**
 * The release that error reports name (src/lib/telemetry/error-reporting.ts) and the build's id: RELEASE
 * when the deployment sets a valid one, else the build's time. Inlined into the bundles at build.
 */
const release = /^[A-Za-z0-9._-]{1,64}$/.test(process.env.RELEASE ?? '') ? (process.env.RELEASE as string) : `b${Date.now().toString(36)}`;

const config: NextConfig = {
  reactStrictMode: true,
  generateBuildId: () => release,
  env: { NEXT_PUBLIC_RELEASE: release },
  poweredByHeader: false,
  // `npm test` builds first and then type-checks these sources with the generated route types
  // itself (its static phase, scripts/lib.mjs's buildWebIfStale): it skips Next's own pass over the
  // same files. Every other build checks its types.
  typescript: { ignoreBuildErrors: process.env.WEB_BUILD_TYPECHECKED === '1' },
  transpilePackages: ['@exchange/sites', '@exchange/contract', '@exchange/decimal', '@exchange/indicators', '@exchange/chain'],
  // the announcement sanitiser runs DOMPurify over jsdom on the server: loaded from node_modules, not bundled
  serverExternalPackages: ['isomorphic-dompurify', 'jsdom'],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })), { key: 'Content-Security-Policy', value: BASELINE_CSP }],
      },
      // Static files (the paths proxy.ts's matcher leaves out) get a whole policy of their own in
      // place of the baseline: pages keep the baseline beside the proxy's full policy.
      ...[
        '/_next/static/:path*',
        '/_next/image',
        '/_next/image/:path*',
        '/:file(favicon\\.ico|icon\\.svg|robots\\.txt|sw\\.js)',
        '/coin-icons/:file',
        '/fiat-icons/:file',
        '/app-qr/:file',
        '/avatars/:file',
      ].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: STATIC_FILE_CSP }],
      })),
      // The embedded chatroom (isEmbeddablePage) may be framed by this origin's pages: a later entry
      // setting the same keys replaces the values above for this path alone.
      ...[EMBED_PATH, `/:locale(${LOCALES.join('|')})${EMBED_PATH}`].map((source) => ({
        source,
        has: [{ type: 'query' as const, key: 'platform', value: 'web' }],
        headers: [
          { key: 'X-Frame-Options', value: EMBED_FRAME_OPTIONS },
          { key: 'Content-Security-Policy', value: EMBED_BASELINE_CSP },
        ],
      })),
    ];
  },
};

export default withNextIntl(config);
