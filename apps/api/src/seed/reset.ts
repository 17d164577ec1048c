import { rmSync } from 'node:fs';
import { openDb } from '../db/client';
import { databaseUrlFromEnv, dataDirFromEnv } from '../db/config';
import { prepareDb } from './prepare';

/**
 * `npm run db:reset -w @exchange/api`: deletes the embedded database folder (DATA_DIR) and
 * recreates, migrates and seeds it. Refuses when DATABASE_URL points at a server.
 */
async function reset(): Promise<void> {
  if (databaseUrlFromEnv()) {
    console.error('db:reset only resets the embedded database; unset DATABASE_URL (drop a server database yourself).');
    process.exitCode = 1;
    return;
  }
  const dataDir = dataDirFromEnv();
  rmSync(dataDir, { recursive: true, force: true });
  const handle = await openDb({ dataDir });
  try {
    await prepareDb(handle);
    console.log(`Database reset in ${dataDir}`);
  } finally {
    await handle.close();
  }
}

await reset();
