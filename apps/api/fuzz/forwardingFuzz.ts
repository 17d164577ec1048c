import { Agent, maxHeaderSize, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@exchange/contract/cookies';
import { MAX_BODY_BYTES } from '@exchange/contract/limits';
import { uploadBodyLimitOf } from '@exchange/contract/upload-calls';
import { users } from '../src/db/schema';
import { API_SERVER_OPTIONS, answerParserRefusals } from '../src/http/nodeServer';
import { createSession, findSession } from '../src/security/sessions';
import { useFreshApp } from '../test/freshDb';
import { CSRF, cookieValues, DEMO_PASSWORD_FOR_TESTS, TEST_SESSION_ORIGIN } from '../test/http';
import { startWebServer, type WebServer } from '../test/webServer';
import { answerProblem } from './answers';
import { contractCalls } from './contractCalls';
import { changedTables, fingerprinter, type Fingerprint } from './fingerprint';
import { forwardingArbitrary, hostHeader, pool, sendRaw, SPOOFED_HEADERS, type ForwardingInput } from './forwarding';
import { fieldNames, fieldsRead, fuzzRuns, wireRequest, type Auth } from './inputs';
import { login as loginCall } from '@exchange/contract/usercenter';
import { siteSettings } from '@exchange/contract/site';

/**
 * The inputs of the in-process fuzz suite (./inputs.ts, httpFuzz.ts) sent through the web
 * server's forwarding (apps/web/server: the front door before Next, which forwards the API
 * prefixes): the built web server in front of this file's API (in process, so the database is
 * fingerprinted directly; `npm test` runs it on the test PostgreSQL server, TEST_DATABASE_URL,
 * where it stands for the in-process fuzz, which runs on PGlite), RUNS inputs per contract call,
 * IN_FLIGHT at a time, each with forwarding headers the visitor wrote itself, an odd Host now and
 * then, and its body sent with a length, chunked or after `Expect: 100-continue`. For every input: never a 5xx (a
 * forwarding 502/504 included), every 4xx the JSON `{code, message}` envelope (the web server's own
 * refusals too); a body over MAX_BODY_BYTES and a bad Host are refused before the API sees them;
 * what reaches the API carries the web server's forwarding headers, never the visitor's; refusals
 * change nothing in the database; both servers still answer at the end. Runs in `npm test --
 * forwarding` (after the web build); `FUZZ_SEED` replays a run (the seed is in the failure).
 *
 * The calls are dealt round-robin over SHARDS test files (forwarding-<n>.fuzz.ts), each with its
 * own web server, API and database, so two test workers share the work (in one file a core sat
 * about a third idle: an input waits on the web server, then on the API, in turn).
 */

/**
 * Inputs per call: 400 (FUZZ_RUNS sets more, as in the in-process fuzz, which sends 300 a call on
 * PGlite): 1,000 took this suite 150 s of npm test's 12-minute bound for inputs of the same kinds
 * each call already met hundreds of times.
 */
const RUNS = fuzzRuns(400);
const IN_FLIGHT = 16;
/** refused inputs between two database fingerprints */
const SEGMENT = 100;
const DEMO_EMAIL = 'trader@demo.test';
/** around Node's header limit, a request may go either way (it counts a few headers the suite does not) */
const HEADER_SLACK = 512;
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED);

/** Test files the calls are dealt over (forwarding-1.fuzz.ts … forwarding-<SHARDS>.fuzz.ts), each with its own web server, API and database. */
export const SHARDS = 2;

/** The suite over the calls of shard `shard` (1 … SHARDS): call it at a test file's top level. */
export async function fuzzForwardingShard(shard: number): Promise<void> {
  const calls = (await contractCalls()).filter((_, i) => i % SHARDS === shard - 1);
  let lastError: unknown;
  const t = useFreshApp({
    logError: (error) => {
      lastError = error;
    },
  });

  /** What the API received for each fuzz input that reached it (by the x-fuzz-id header the suite adds). */
  interface Arrival {
    headers: Record<string, string>;
  }
  const arrivals = new Map<string, Arrival>();
  let api: Server | undefined;
  let web: WebServer | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  let cookies: Record<string, string> = {};
  let sessionCookie: string = COOKIE.sessionPlain;
  let userId = 0;
  let fingerprint: () => Promise<Fingerprint> = () => Promise.reject(new Error('no fingerprint yet'));
  let nextId = 0;

  function webPort(): number {
    if (!web) throw new Error('no web server');
    return web.port;
  }

  beforeAll(async () => {
    const started = serve({
      fetch: (request, env) => {
        const id = request.headers.get('x-fuzz-id');
        if (id) arrivals.set(id, { headers: Object.fromEntries(request.headers) });
        return t.app.fetch(request, env);
      },
      port: 0,
      hostname: '127.0.0.1',
      serverOptions: API_SERVER_OPTIONS,
    }) as Server;
    answerParserRefusals(started);
    api = started;
    const apiPort = await new Promise<number>((resolve) => {
      if (started.listening) resolve((started.address() as AddressInfo).port);
      else started.once('listening', () => resolve((started.address() as AddressInfo).port));
    });
    web = await startWebServer(`http://127.0.0.1:${apiPort}`);
    // the demo trader logs in through the forwarding, as a browser would
    const login = await fetch(`http://127.0.0.1:${web.port}${loginCall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `${COOKIE.csrf}=${CSRF}`, [COOKIE.csrf]: CSRF },
      body: new URLSearchParams({ email: DEMO_EMAIL, password: DEMO_PASSWORD_FOR_TESTS }).toString(),
    });
    if (login.status !== 200) throw new Error(`the demo login through the web server answered ${login.status}: ${await login.text()}`);
    cookies = cookieValues(login.headers.getSetCookie());
    sessionCookie = COOKIE.sessionPlain in cookies ? COOKIE.sessionPlain : COOKIE.sessionSecure;
    const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    if (!user || !cookies[sessionCookie]) throw new Error('the demo login gave no session');
    userId = user.id;
    fingerprint = await fingerprinter(t.handle.db);
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await web?.stop();
    await new Promise((r) => (api ? api.close(r) : r(undefined)));
  });

  /** A fuzzed logout (or a password change…) may end the session: the next inputs get a fresh one (true when it did). */
  async function keepSession(): Promise<boolean> {
    const token = cookies[sessionCookie] ?? '';
    if (await findSession(t.handle.db, token, new Date())) return false;
    cookies = { ...cookies, [sessionCookie]: await createSession(t.handle.db, userId, new Date(), TEST_SESSION_ORIGIN) };
    return true;
  }

  function withSession(auth: Auth): boolean {
    return auth === 'session' || auth === 'session-no-csrf';
  }

  /** An error the API logged, with its cause (a failed query's driver error). */
  function describeError(error: Error): string {
    const cause = (error as Error & { cause?: unknown }).cause;
    return `${(error.stack ?? error.message).slice(0, 800)}${cause instanceof Error ? `; cause: ${cause.message}` : ''}`;
  }

  /** Bytes of a request's line and headers as sent (an estimate: Node adds a few headers of its own). */
  function headerBlockBytes(method: string, target: string, headers: Record<string, string | string[]>): number {
    let total = Buffer.byteLength(`${method} ${target} HTTP/1.1\r\n`, 'latin1');
    for (const [name, value] of Object.entries(headers)) for (const one of [value].flat()) total += name.length + 4 + Buffer.byteLength(one, 'latin1');
    return total;
  }

  function bodyBytes(body: string | Uint8Array | undefined): number {
    if (body === undefined) return 0;
    return typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length;
  }

  /** Sends one input through the web server and checks its answer and what the API saw; resolves whether it was accepted. */
  async function sendChecked(path: string, method: 'GET' | 'POST', fi: ForwardingInput, label: string): Promise<boolean> {
    const wire = wireRequest(path, method, fi.input);
    const id = String((nextId += 1));
    const host = hostHeader(fi.host, webPort());
    const headers: Record<string, string | string[]> = { ...wire.headers, host: host.sent, 'x-fuzz-id': id };
    for (const [name, value] of fi.spoofed) {
      const had = headers[name];
      headers[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
    }
    const jar: Record<string, string> = withSession(fi.input.auth) ? { ...cookies } : {};
    if (fi.input.auth === 'session' || fi.input.auth === 'anonymous') {
      jar[COOKIE.csrf] = CSRF;
      headers[COOKIE.csrf] = CSRF;
    }
    const cookieHeader = Object.entries(jar)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
    if (cookieHeader) headers.cookie = cookieHeader;
    const target = wire.url.slice('http://localhost'.length);
    const res = await sendRaw({ port: webPort(), method, target, headers, body: wire.body, framing: fi.framing, agent });
    const fail = (why: string): never => {
      const cause = res.status >= 500 && lastError instanceof Error ? `; the API logged: ${describeError(lastError)}` : '';
      throw new Error(`${label} (seed ${SEED}; ${method} ${target.slice(0, 200)}, ${fi.input.encoding}, ${fi.framing}, host ${host.sent}): ${why}${cause}`);
    };
    const problem = answerProblem(res.status, res.contentType, res.text);
    if (problem !== undefined) fail(problem);
    const arrival = arrivals.get(id);
    arrivals.delete(id);
    // a request line and headers over Node's limit (16 KiB) are refused by its parser, in JSON (server/answers.ts)
    const headBytes = headerBlockBytes(method, target, headers);
    if (headBytes > maxHeaderSize + HEADER_SLACK) {
      if (res.status !== 431 || arrival) fail(`a ${headBytes}-byte header block was answered ${res.status}${arrival ? ' and forwarded' : ''}`);
      return false;
    }
    if (headBytes > maxHeaderSize - HEADER_SLACK && !arrival && res.status === 431) return false;
    if (host.forwarded === undefined) {
      if (res.status !== 400 || arrival) fail(`a bad Host was answered ${res.status}${arrival ? ' and forwarded' : ''}`);
      return false;
    }
    // an upload call's path has its own, larger limit (contract upload-calls.ts); every other path MAX_BODY_BYTES
    const bodyLimit = uploadBodyLimitOf(target.split('?')[0] ?? target) ?? MAX_BODY_BYTES;
    if (bodyBytes(wire.body) > bodyLimit) {
      if (res.status !== 413 || arrival) fail(`an oversize body was answered ${res.status}${arrival ? ' and forwarded' : ''}`);
      return false;
    }
    if (!arrival) return fail(`answered ${res.status} without reaching the API`);
    const seen = arrival.headers;
    const expected = { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': host.forwarded, 'x-forwarded-proto': 'http' };
    for (const [name, value] of Object.entries(expected)) if (seen[name] !== value) fail(`the API saw ${name}: ${seen[name]} (expected ${value})`);
    const leaked = SPOOFED_HEADERS.filter((name) => !(name in expected) && seen[name] !== undefined);
    if (leaked.length > 0) fail(`the visitor's ${leaked.join(', ')} reached the API`);
    if (Number(seen['content-length'] ?? 0) > bodyLimit) fail(`a ${seen['content-length']}-byte body reached the API`);
    return res.status < 400;
  }

  describe(`HTTP fuzzing through the web server (shard ${shard} of ${SHARDS})`, () => {
    for (const { module, name, call } of calls) {
      it(`${call.method} ${call.path} (${module}.${name}): ${RUNS} malformed inputs through the forwarding`, async () => {
        await keepSession();
        const label = `${module}.${name}`;
        const inputs = fc.sample(forwardingArbitrary(call.method, fieldNames(call.request)), { numRuns: RUNS, seed: SEED });
        let baseline = await fingerprint();
        let verified = 0;
        /** Runs a batch IN_FLIGHT at a time, then compares fingerprints: a change with nothing accepted fails. */
        const runBatch = async (batch: ForwardingInput[]): Promise<boolean> => {
          let accepted = false;
          await pool(batch, IN_FLIGHT, async (fi) => {
            if (await sendChecked(call.path, call.method, fi, label)) accepted = true;
          });
          const now = await fingerprint();
          const changed = changedTables(baseline, now);
          if (changed.length > 0 && !accepted) throw new Error(`${label} (seed ${SEED}): ${batch.length} refused inputs changed ${changed.join(', ')}`);
          if (changed.length === 0) verified += batch.length;
          baseline = now;
          // a new session is a write of the suite's own: the next segment starts after it
          if (accepted && call.method === 'POST' && (await keepSession())) baseline = await fingerprint();
          return accepted;
        };
        let batch: ForwardingInput[] = [];
        for (const fi of inputs) {
          // a POST the schema may accept may write: it goes alone, so the refusals around it are checked on their own
          const fields = call.method === 'POST' && (fi.input.auth === 'session' || fi.input.auth === 'anonymous') ? fieldsRead(fi.input) : undefined;
          if (fields && call.request.safeParse(fields).success) {
            if (batch.length > 0) await runBatch(batch);
            batch = [];
            await runBatch([fi]);
            continue;
          }
          batch.push(fi);
          if (batch.length >= SEGMENT) {
            await runBatch(batch);
            batch = [];
          }
        }
        if (batch.length > 0) await runBatch(batch);
        if (process.env.FUZZ_STATS) console.log(`${call.method} ${call.path}: ${verified}/${RUNS} inputs checked against the database`);
        expect(verified, 'inputs whose database effect was checked').toBeGreaterThan(RUNS / 2);
      }, 120_000);
    }

    it('both servers are alive and answer after the fuzzing', async () => {
      expect(web?.process.exitCode).toBeNull();
      const through = await fetch(`http://127.0.0.1:${webPort()}${siteSettings.path}`);
      expect(through.status).toBe(200);
      const page = await fetch(`http://127.0.0.1:${webPort()}/login`);
      expect(page.status).toBe(200);
    });
  });
}
