import { describe, expect, it } from 'vitest';
import type { DownloadLinks } from '@exchange/contract/tool';
import { pageDownloadLinks } from '@exchange/contract/tool';
import { APP_DOWNLOAD } from '@exchange/sites/app-download';
import { apkLink, attributionLink, downloadPageKey, pageAttributionLink, pageEntry } from './download-links';

const links: DownloadLinks = {
  pages: {
    index: { web: { pid: 'web', c: 'web_index' }, h5: { pid: 'h5', c: 'h5_index' } },
    price: { web: { c: 'web_price' }, h5: { c: 'h5_price' } },
    default: { web: { c: 'web_default' }, h5: { c: 'h5_default' } },
  },
  chinaApk: 'https://download.gate.example/apk/gate-cn.apk',
  overseasApk: 'https://download.gate.example/apk/gate.apk',
};
const app = { attributionLink: 'https://app.gate.example/open', apkHosts: ['download.gate.example'] };

describe('downloadPageKey', () => {
  it.each([
    ['/', 'index'],
    ['', 'index'],
    ['/?x=1', 'index'],
    ['/price', 'price'],
    ['/trade/BTC_USDT', 'trade'],
    ['/activities/app-exclusive-perks', 'activities'],
    ['/Price', 'price'],
    ['/%3Cscript%3E', 'default'],
    ['/a.b', 'default'],
  ])('%s → %s', (path, key) => expect(downloadPageKey(path)).toBe(key));
});

describe('pageEntry', () => {
  it('picks the page entry of the layout', () => {
    expect(pageEntry(links, 'index', 'h5')).toEqual({ pid: 'h5', c: 'h5_index' });
    expect(pageEntry(links, 'index', 'web')).toEqual({ pid: 'web', c: 'web_index' });
  });

  it('falls back to the default page, then to none', () => {
    expect(pageEntry(links, 'futures', 'h5')).toEqual({ c: 'h5_default' });
    expect(pageEntry({ ...links, pages: {} }, 'index', 'h5')).toBeUndefined();
    expect(pageEntry(pageDownloadLinks.fallback, 'index', 'web')).toBeUndefined();
  });

  it('never takes an inherited property for a page', () => {
    expect(pageEntry({ ...links, pages: {} }, 'constructor', 'h5')).toBeUndefined();
    expect(pageEntry({ ...links, pages: {} }, '__proto__', 'web')).toBeUndefined();
  });
});

describe('attributionLink', () => {
  it('adds the media source and the channel c', () => {
    expect(attributionLink(app, { pid: 'h5', c: 'h5_index' })).toBe('https://app.gate.example/open?pid=h5&c=h5_index');
    expect(attributionLink(app, { c: 'web_price' })).toBe('https://app.gate.example/open?c=web_price');
  });

  it('is the bare link without an entry (the config failed: spec doc 2 §8 "empty")', () => {
    expect(attributionLink(app, undefined)).toBe('https://app.gate.example/open');
  });

  it('keeps the configured query and replaces a configured c', () => {
    expect(attributionLink({ attributionLink: 'https://app.gate.example/open?af=1&c=old' }, { c: 'new' })).toBe('https://app.gate.example/open?af=1&c=new');
  });

  it('builds the page link from the path and layout, with each site config', () => {
    expect(pageAttributionLink(APP_DOWNLOAD.main, links, '/price', 'h5')).toBe('https://app.gate.example/open?c=h5_price');
    expect(pageAttributionLink(APP_DOWNLOAD.tr, links, '/', 'web')).toBe('https://app.tr.gate.example/open?pid=web&c=web_index');
  });
});

describe('apkLink', () => {
  it('is the china APK on Chinese pages, the overseas one elsewhere', () => {
    expect(apkLink(links, app, 'zh')).toBe(links.chinaApk);
    expect(apkLink(links, app, 'zh-tw')).toBe(links.overseasApk);
    expect(apkLink(links, app, 'en')).toBe(links.overseasApk);
  });

  it('drops links off the allowed hosts, not https, with credentials, or absent', () => {
    for (const overseasApk of [
      'https://evil.example/gate.apk',
      'http://download.gate.example/gate.apk',
      'https://u:p@download.gate.example/a.apk',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(apkLink({ ...links, overseasApk }, app, 'en'), overseasApk).toBeUndefined();
    }
  });
});
