import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { config } from './proxy';

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
    ['/fiat-icons/usd.svg/login'],
    ['/fiat-icons/USD.svg'],
    ['/fiat-icons/usdt.svg'],
    ['/avatars/fox.svg/login'],
    ['/avatars/Fox.svg'],
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
    ['/fiat-icons/usd.svg'],
    ['/avatars/fox.svg'],
  ])('skips the static file %s', (path) => {
    expect(runsProxy(path)).toBe(false);
  });
});
