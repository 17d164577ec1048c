/**
 * The web server: Next behind a small front door (front-door.ts). `tsx server/main.ts` serves the
 * build (`next build` first); `tsx server/main.ts --dev` runs Next in development mode.
 * PORT (default 3000), API_ORIGIN, TRUSTED_PROXIES, API_FORWARD_TIMEOUT_MS, SHUTDOWN_DRAIN_MS, GUEST_PAGE_CACHE_MS: see docs/CONFIGURATION.md.
 */
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_BODY_BYTES } from '@exchange/contract/limits';
import { uploadBodyLimitOf } from '@exchange/contract/upload-calls';
import { shutdownDrainMs } from '@exchange/contract/shutdown';
import { apiOrigin } from '@/lib/api/origin';
import { answerClientError } from './answers';
import { parseTrustedProxies } from './client-address';
import { createForwarder } from './forward';
import { newNonce } from '@/lib/security/security-headers';
import { createContinueHandler, createFrontDoor } from './front-door';
import { createPageCache, pageCacheTtl } from './page-cache';

const dev = process.argv.includes('--dev');
const portArg = process.argv.indexOf('--port');
const port = Number(portArg >= 0 ? process.argv[portArg + 1] : (process.env.PORT ?? 3000));
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${port}`);
const dir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const timeoutSetting = Number(process.env.API_FORWARD_TIMEOUT_MS);
const forwardTimeoutMs = Number.isFinite(timeoutSetting) && timeoutSetting > 0 ? timeoutSetting : 30_000;
if (!dev && !process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });

// `next` is loaded after NODE_ENV is settled
const { default: next } = await import('next');
const server = createServer();
// Next attaches its own upgrade listener to this server (development reloads); the site's own
// WebSockets go straight to the API's endpoint, never through here
const app = next({ dev, dir, port, httpServer: server });
await app.prepare();

const drainMs = shutdownDrainMs(process.env.SHUTDOWN_DRAIN_MS);
let draining = false;
const bodyLimits = { maxBodyBytes: MAX_BODY_BYTES, uploadBodyBytes: uploadBodyLimitOf };
const forwardToApi = createForwarder({ upstream: new URL(apiOrigin()), ...bodyLimits, timeoutMs: forwardTimeoutMs });
const frontDoor = createFrontDoor({
  forwardToApi,
  next: app.getRequestHandler(),
  trustedProxies: parseTrustedProxies(process.env.TRUSTED_PROXIES),
  draining: () => draining,
  dev,
  pageCache: createPageCache({ ttlMs: pageCacheTtl(process.env.GUEST_PAGE_CACHE_MS), newNonce, countryHeader: process.env.COUNTRY_HEADER }),
});
server.on('request', frontDoor);
server.on('checkContinue', createContinueHandler(frontDoor, bodyLimits));
// what Node's parser refuses (headers over 16 KiB, a malformed request) is answered in JSON too
server.on('clientError', answerClientError);

server.listen(port, () => {
  console.log(`web on http://localhost:${port} (${dev ? 'development' : 'production'}), API at ${apiOrigin()}`);
});

function close() {
  server.close(() => process.exit(0));
  forwardToApi.close();
  setTimeout(() => process.exit(0), 5_000).unref();
}

/** SIGTERM/SIGINT: /readyz answers 503 at once; the server goes on serving for SHUTDOWN_DRAIN_MS, then closes. */
function shutdown() {
  if (draining) return;
  draining = true;
  if (drainMs === 0) return close();
  console.log(`web: draining for ${drainMs} ms`);
  setTimeout(close, drainMs);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
