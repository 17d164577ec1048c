import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { toolFiles } from '../db/schema';

/** Names of the `/js/tool/*.json` files in `tool_files` (the URL's file name without `.json`). */
export const TOOL_FILE = { coinIconWhitelist: 'coin_icon_whitelist', pageDownloadLinks: 'page_download_links' } as const;

/** A tool file's stored body as an operator left it (checked by the caller against its call's schema), or undefined without a row. */
export async function readToolFile(db: Db, name: string): Promise<unknown> {
  const rows = await db.select({ body: toolFiles.body }).from(toolFiles).where(eq(toolFiles.name, name)).limit(1);
  return rows[0]?.body;
}
