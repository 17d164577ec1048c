import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COIN_ICON_FALLBACK, coinIconWhitelist, pageDownloadLinks } from '@exchange/contract/tool';
import { toolFiles } from '../db/schema';
import { TOOL_FILE } from '../domain/toolFiles';
import { SEED_TOOL_FILES } from '../seed/data/toolFiles';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';

const t = useFreshApp();
const WHITELIST = coinIconWhitelist.path;
const LINKS = pageDownloadLinks.path;

/** Puts a row back as seeded (tests below change and delete rows). */
async function restore(name: string): Promise<void> {
  const seeded = SEED_TOOL_FILES.find((f) => f.name === name);
  await t.handle.db.delete(toolFiles).where(eq(toolFiles.name, name));
  if (seeded) await t.handle.db.insert(toolFiles).values({ name, body: seeded.body });
}

async function setRow(name: string, body: unknown): Promise<void> {
  await t.handle.db.delete(toolFiles).where(eq(toolFiles.name, name));
  await t.handle.db.insert(toolFiles).values({ name, body });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await restore(TOOL_FILE.coinIconWhitelist);
  await restore(TOOL_FILE.pageDownloadLinks);
});

describe(`GET ${coinIconWhitelist.path}`, () => {
  it('answers the seeded list as static config: JSON, public, cached 5 minutes', async () => {
    const res = await call(t.app, WHITELIST);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(coinIconWhitelist.answer.parse(res.json)).toEqual({ coinIconVersionWhiteList: [...COIN_ICON_FALLBACK] });
  });

  it('serves an edited row at once (no deploy), on every sub-site', async () => {
    await setRow(TOOL_FILE.coinIconWhitelist, { coinIconVersionWhiteList: ['pepe', 'WIF'] });
    for (const host of ['localhost:3000', 'tr.localhost:3000']) {
      const res = await call(t.app, WHITELIST, { host });
      expect(res.json).toEqual({ coinIconVersionWhiteList: ['pepe', 'WIF'] });
    }
  });

  it.each([
    ['missing', undefined],
    ['not an object', ['ats']],
    ['a string list', { coinIconVersionWhiteList: 'ats,dog' }],
    ['a bad coin code', { coinIconVersionWhiteList: ['ats', '<img>'] }],
    ['the wrong key', { whitelist: ['ats'] }],
  ])('answers the spec fallback list (200, cached briefly) when the row is %s', async (_label, body) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    if (body === undefined) await t.handle.db.delete(toolFiles).where(eq(toolFiles.name, TOOL_FILE.coinIconWhitelist));
    else await setRow(TOOL_FILE.coinIconWhitelist, body);
    const res = await call(t.app, WHITELIST);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ coinIconVersionWhiteList: COIN_ICON_FALLBACK });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('refuses unknown query fields with a JSON 400, and other methods with 404', async () => {
    const bad = await call(t.app, `${WHITELIST}?x=1`);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: 'Unknown field: x' });
    expect(bad.headers.get('cache-control')).toBe('no-store');
    const post = await call(t.app, WHITELIST, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe(`GET ${pageDownloadLinks.path}`, () => {
  it('answers each page web and h5 entries with a channel, and the two APK links', async () => {
    const res = await call(t.app, LINKS);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const wire = res.json as Record<string, unknown>;
    expect(wire.index).toEqual({ web: { pid: 'web', c: 'web_index' }, h5: { pid: 'h5', c: 'h5_index' } });
    const links = pageDownloadLinks.answer.parse(res.json);
    expect(Object.keys(links.pages)).toEqual(expect.arrayContaining(['index', 'default', 'price', 'trade', 'activities']));
    for (const entry of Object.values(links.pages)) {
      expect(entry.web.c).toMatch(/^web_/);
      expect(entry.h5.c).toMatch(/^h5_/);
    }
    expect(links.chinaApk).toMatch(/^https:\/\/.+\.apk$/);
    expect(links.overseasApk).toMatch(/^https:\/\/.+\.apk$/);
  });

  it('serves an edited row at once', async () => {
    await setRow(TOOL_FILE.pageDownloadLinks, { index: { web: { c: 'spring' }, h5: { c: 'spring_h5' } } });
    const links = pageDownloadLinks.answer.parse((await call(t.app, LINKS)).json);
    expect(links).toEqual({ pages: { index: { web: { c: 'spring' }, h5: { c: 'spring_h5' } } }, chinaApk: '', overseasApk: '' });
  });

  it.each([
    ['missing', undefined],
    ['a list', [{ web: { c: 'a' }, h5: { c: 'b' } }]],
    ['a page without h5', { index: { web: { c: 'a' } } }],
    ['a channel that breaks out of the query', { index: { web: { c: 'a&x=1' }, h5: { c: 'b' } } }],
    ['a javascript: APK link', { overseas_apk: 'javascript:alert(1)' }],
    ['an http APK link', { china_apk: 'http://download.example/a.apk' }],
    ['an APK link as a page entry', { china_apk: { web: { c: 'a' }, h5: { c: 'b' } } }],
    ['a page entry as a string', { index: 'https://download.example/a.apk' }],
    ['a bad page key', { 'Index Page': { web: { c: 'a' }, h5: { c: 'b' } } }],
  ])('answers empty links (200) when the row is %s', async (_label, body) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    if (body === undefined) await t.handle.db.delete(toolFiles).where(eq(toolFiles.name, TOOL_FILE.pageDownloadLinks));
    else await setRow(TOOL_FILE.pageDownloadLinks, body);
    const res = await call(t.app, LINKS);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({});
    expect(pageDownloadLinks.answer.parse(res.json)).toEqual(pageDownloadLinks.fallback);
  });
});
