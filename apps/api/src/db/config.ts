import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, whatever the working directory. */
export const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** DATA_DIR (relative paths resolve against apps/api), default apps/api/data. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.DATA_DIR?.trim() || 'data';
  return isAbsolute(dir) ? dir : resolve(API_ROOT, dir);
}

/** DATABASE_URL when set: a Postgres server instead of the embedded database. */
export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.DATABASE_URL?.trim() || undefined;
}
