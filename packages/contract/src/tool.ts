import { z } from 'zod/mini';
import { defineCall, noInput } from './define';

/**
 * The `/js/tool/*.json` configuration files (spec doc 2 §3 "Page download links config", "Icon
 * config"; §7; §8). They are plain JSON files, not the `{code, message, data}` envelope: a CDN can
 * serve them as static files. The reference API keeps them in Postgres (`tool_files`), so an
 * operator edits them without a deploy, and answers them with a 5-minute cache.
 */

/** How long browsers and CDNs may keep a tool file (seconds). */
export const TOOL_FILE_MAX_AGE = 300;

/** A coin code as the icon files name it (lower case on the wire; clients compare case-insensitively). */
const coinCode = z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/, 'a coin code is 1 to 20 letters or digits'));

/** The spec's fallback list (doc 2 §8 "Icon config fetch failure"), in its order. */
export const COIN_ICON_FALLBACK: readonly string[] = [
  'ats',
  'dog',
  'zk',
  'air',
  'land',
  'emc',
  'trump',
  'strump',
  'orbk',
  'nwc',
  'mong',
  'neiroeth',
  'tlos',
  'mapo',
  'blocx',
  'xprt',
  'buz',
  'cat',
];

/**
 * The coins whose icon URL carries the hourly version (their artwork changes, so a cached copy
 * must not outlive an hour); every other coin's icon is cached as immutable.
 */
export const coinIconWhitelist = defineCall({
  method: 'GET',
  path: '/js/tool/coin_icon_whitelist.json',
  request: noInput,
  answer: z.object({ coinIconVersionWhiteList: z.array(coinCode).check(z.maxLength(5000)) }),
  fallback: { coinIconVersionWhiteList: [...COIN_ICON_FALLBACK] },
});

/** A channel or media-source value: it ends up in a link's query. */
const channelValue = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'a channel is 1 to 64 letters, digits, dots, dashes or underscores'));

/**
 * One download entry of a page: `c` is the channel (the attribution link's campaign), `pid` the
 * optional media source. `web` is used on desktop layouts, `h5` on phones.
 */
export const downloadEntrySchema = z.object({ c: channelValue, pid: z.optional(channelValue) });
export type DownloadEntry = z.output<typeof downloadEntrySchema>;

export const pageDownloadSchema = z.object({ web: downloadEntrySchema, h5: downloadEntrySchema });
export type PageDownload = z.output<typeof pageDownloadSchema>;

/** Keys of the file that are no page: the Android packages for Chinese and other users. */
export const APK_KEYS = ['china_apk', 'overseas_apk'] as const;
export type ApkKey = (typeof APK_KEYS)[number];

/** A page key: `index` for `/`, else the path's first segment (the same rule as the announcement bar's). */
export const PAGE_KEY = /^[a-z0-9_-]{1,40}$/;

const apkUrl = z.string().check(z.maxLength(2048), z.regex(/^https:\/\/[^\s"'<>\\]+$/, 'an APK link is an https URL'));

/**
 * The per-page download link config on the wire: `{ [pageKey]: { web, h5 }, china_apk?, overseas_apk? }`.
 * The APK keys hold https URLs, every other key a page's entry; anything else makes the whole file
 * invalid, and the client then uses the fallback (no entries: links without a channel, no APK).
 * Clients read it as `DownloadLinks`.
 */
export const pageDownloadLinksFile = z
  .record(z.string().check(z.regex(PAGE_KEY, 'a page key is 1 to 40 of a-z, 0-9, _ and -')), z.union([pageDownloadSchema, apkUrl]))
  .check(
    z.superRefine((file, ctx) => {
      for (const [key, value] of Object.entries(file)) {
        const isApk = (APK_KEYS as readonly string[]).includes(key);
        if (isApk !== (typeof value === 'string')) {
          ctx.addIssue({ code: 'custom', path: [key], message: isApk ? `${key} must be an https URL` : `${key} must be a page entry ({ web, h5 })` });
        }
      }
    }),
  );
export type PageDownloadLinksFile = z.input<typeof pageDownloadLinksFile>;

export interface DownloadLinks {
  /** page key → its entries */
  readonly pages: Readonly<Record<string, PageDownload>>;
  /** '' when the file names none */
  readonly chinaApk: string;
  readonly overseasApk: string;
}

export const pageDownloadLinks = defineCall({
  method: 'GET',
  path: '/js/tool/page_download_links.json',
  request: noInput,
  answer: z.pipe(
    pageDownloadLinksFile,
    z.transform((file): DownloadLinks => {
      const pages: Record<string, PageDownload> = {};
      for (const [key, value] of Object.entries(file)) if (typeof value !== 'string') pages[key] = value;
      const apk = (key: ApkKey): string => {
        const value = file[key];
        return typeof value === 'string' ? value : '';
      };
      return { pages, chinaApk: apk('china_apk'), overseasApk: apk('overseas_apk') };
    }),
  ),
  fallback: { pages: {}, chinaApk: '', overseasApk: '' },
});

/** The file the API answers when its row is missing or malformed: no entries (spec doc 2 §8 "empty"). */
export const EMPTY_DOWNLOAD_LINKS_FILE: PageDownloadLinksFile = {};
