import 'server-only';
import { cache } from 'react';
import { pageDownloadLinks, type DownloadLinks } from '@exchange/contract/tool';
import { serverApi } from '@/lib/api/server';

/**
 * `/js/tool/page_download_links.json` once per page render (React `cache`): the layout's banner
 * (AppDownload.tsx) and the perks page both read it in the same render. Across renders the web
 * server's shared cache keeps it as long as the API's `max-age` says (lib/api/shared-cache.ts).
 */
export const getDownloadLinks = cache((): Promise<DownloadLinks> => serverApi(pageDownloadLinks, {}));
