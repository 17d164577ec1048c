// `npm start`: build what is missing, then serve the API on :4000 (migrating and seeding the
// embedded database) and the web app on :3000 until Ctrl-C.
import { buildWebIfStale, log, startMail, startServers } from './lib.mjs';

const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);

try {
  await buildWebIfStale();
  const mail = startMail();
  const servers = await startServers({ webPort, apiPort, apiEnv: mail.apiEnv });
  log(`web  http://localhost:${webPort}  (sub-sites: http://tr.localhost:${webPort}, http://eu.localhost:${webPort}, …)`);
  log(`api  http://localhost:${apiPort}`);
  log(`mail ${mail.summary}`);
  log('press Ctrl-C to stop');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await servers.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
