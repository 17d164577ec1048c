import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { config, offeredPageGate } from './proxy';

/** Next's own compilation of a matcher (the regular expression its router tests each path with). */
const require = createRequire(import.meta.url);
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info.js') as {
  getMiddlewareMatchers: (matchers: string[], nextConfig: object) => { regexp: string }[];
};

const matchers = getMiddlewareMatchers(config.matcher, {}).map((m) => new RegExp(m.regexp));
const runsProxy = (path: string) => matchers.some((re) => re.test(path));

describe('proxy matcher', () => {
  it.each([
    ['/'],
    ['/login'],
    ['/zh/signup'],
    ['/sw.jsx/login'],
    ['/favicon.icox/login'],
    ['/robots.txtz/signup'],
    ['/icon.svg.x/login'],
    ['/_next/staticx/login'],
    ['/_next/imagex/login'],
    ['/login.rsc'],
    ['/coin-icons/btc.svg/login'],
    ['/coin-icons/../login'],
    ['/coin-icons/BTC.svg'],
    ['/coin-icons/btc.svgx'],
    ['/app-qr/main.svg/login'],
    ['/app-qr/MAIN.svg'],
    ['/app-qr/main1.svg'],
  ])('runs on the page path %s', (path) => {
    expect(runsProxy(path)).toBe(true);
  });

  it.each([
    ['/sw.js'],
    ['/favicon.ico'],
    ['/robots.txt'],
    ['/icon.svg'],
    ['/_next/static/chunks/main.js'],
    ['/_next/image'],
    ['/coin-icons/btc.svg'],
    ['/app-qr/main.svg'],
  ])('skips the static file %s', (path) => {
    expect(runsProxy(path)).toBe(false);
  });
});

describe('offered pages', () => {
  it('sends the chatroom and the perks page to the 404 page on sites that do not offer them', () => {
    const page = { kind: 'page', locale: 'en', path: '/groupchat/chatroom' } as const;
    const offers = { chatroom: true, hide: { appDownload: false } };
    const hides = { chatroom: false, hide: { appDownload: true } };
    expect(offeredPageGate(page, offers)).toEqual(page);
    expect(offeredPageGate(page, hides)).toEqual({ kind: 'notFound', locale: 'en', path: '/groupchat/chatroom' });
    expect(offeredPageGate({ ...page, path: '/groupchat/chatroom/' }, hides).kind).toBe('notFound');
    expect(offeredPageGate({ ...page, path: '/price' }, hides)).toEqual({ ...page, path: '/price' });
    expect(offeredPageGate({ kind: 'redirect', to: '/groupchat/chatroom' }, hides).kind).toBe('redirect');
    // the app's perks page, on a site that hides app download
    const perks = { kind: 'page', locale: 'en', path: '/activities/app-exclusive-perks' } as const;
    expect(offeredPageGate(perks, offers)).toEqual(perks);
    expect(offeredPageGate(perks, hides)).toEqual({ ...perks, kind: 'notFound' });
    expect(offeredPageGate({ ...perks, path: '/activities/app-exclusive-perks/' }, hides).kind).toBe('notFound');
    expect(offeredPageGate({ ...perks, path: '/activities/app-exclusive-perks' }, { chatroom: false, hide: { appDownload: false } })).toEqual(perks);
  });
});
