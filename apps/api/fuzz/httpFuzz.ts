import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@exchange/contract/cookies';
import { users } from '../src/db/schema';
import { createSession, findSession } from '../src/security/sessions';
import { useFreshApp } from '../test/freshDb';
import { CSRF, TEST_SESSION_ORIGIN, WEB_SERVER, loginAs } from '../test/http';
import { answerProblem } from './answers';
import { contractCalls, contractModules, declaredCallCount } from './contractCalls';
import { changedTables, fingerprinter, type Fingerprint } from './fingerprint';
import { fieldNames, fieldsRead, fuzzRuns, inputArbitrary, wireRequest, type Auth, type FuzzInput, type WireRequest } from './inputs';
import { siteSettings } from '@exchange/contract/site';

/**
 * Property-based fuzzing of every HTTP call the contract declares (packages/contract/src), in
 * process through `app.fetch`: RUNS malformed inputs per call (see ./inputs.ts), POSTs with and
 * without a session and CSRF token. For every input: never a 5xx, every 4xx is the JSON
 * `{code, message}` envelope; the app still answers afterwards; and refused inputs change nothing
 * in the database (a fingerprint of every table, taken every SEGMENT inputs; see ./fingerprint.ts).
 * `FUZZ_SEED` replays a failing run (fast-check prints the seed).
 *
 * The calls are dealt round-robin over SHARDS test files (http-<n>.test.ts), each over its own
 * database, so the test workers share the work. On PGlite only: on PostgreSQL the same kind of
 * inputs go through the web server's forwarding (forwardingFuzz.ts, which `npm test` runs there),
 * so each database gets every call's inputs once (vitest.config.ts leaves these files out there).
 */

/** Test files the calls are dealt over (http-1.test.ts … http-<SHARDS>.test.ts). */
export const SHARDS = 2;

/**
 * Inputs per call: 300 here, on PGlite, where they meet what the embedded database does
 * differently (its encoding of odd text, its one session: each call still gets every encoding and
 * sender several times over, and odd values in most inputs); inputs of the same kind reach
 * PostgreSQL, the production database, 400 per call through the forwarding fuzz
 * (forwardingFuzz.ts), the same app behind the front door. `FUZZ_RUNS=<n>` runs more in both (a
 * change to the database layer or the front door deserves `FUZZ_RUNS=1000`).
 */
const RUNS = fuzzRuns(300);
/** inputs between two database fingerprints */
const SEGMENT = 100;
const DEMO_EMAIL = 'trader@demo.test';
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** The fuzz suite over the calls of shard `shard` (1 … SHARDS): call it at a test file's top level. */
export async function fuzzHttpShard(shard: number): Promise<void> {
  const allCalls = await contractCalls();
  const calls = allCalls.filter((_, i) => i % SHARDS === shard - 1);
  /** The last error the app logged (a 5xx's cause, for the failure message). */
  let lastError: unknown;
  const t = useFreshApp({
    logError: (error) => {
      lastError = error;
    },
  });

  let cookies: Record<string, string> = {};
  let sessionCookie: string = COOKIE.sessionPlain;
  let userId = 0;
  let fingerprint: () => Promise<Fingerprint> = () => Promise.reject(new Error('no fingerprint yet'));

  beforeAll(async () => {
    cookies = await loginAs(t.app, DEMO_EMAIL);
    sessionCookie = COOKIE.sessionPlain in cookies ? COOKIE.sessionPlain : COOKIE.sessionSecure;
    const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    if (!user || !cookies[sessionCookie]) throw new Error('the demo login gave no session');
    userId = user.id;
    fingerprint = await fingerprinter(t.handle.db);
  });

  /** A fuzzed logout (or a password change…) may end the session: the next inputs get a fresh one. */
  async function keepSession(): Promise<void> {
    const token = cookies[sessionCookie] ?? '';
    if (await findSession(t.handle.db, token, new Date())) return;
    cookies = { ...cookies, [sessionCookie]: await createSession(t.handle.db, userId, new Date(), TEST_SESSION_ORIGIN) };
  }

  function withSession(auth: Auth): boolean {
    return auth === 'session' || auth === 'session-no-csrf';
  }

  async function send(request: WireRequest, auth: Auth): Promise<Response> {
    const headers = new Headers(request.headers);
    const jar: Record<string, string> = withSession(auth) ? { ...cookies } : {};
    if (auth === 'session' || auth === 'anonymous') {
      jar[COOKIE.csrf] = CSRF;
      headers.set(COOKIE.csrf, CSRF);
    }
    const cookieHeader = Object.entries(jar)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
    if (cookieHeader) headers.set('cookie', cookieHeader);
    // what @hono/node-server passes, reduced to what the app reads (as test/http.ts)
    const env = { incoming: { socket: { remoteAddress: WEB_SERVER } } };
    return t.app.fetch(new Request(request.url, { method: request.method, headers, body: request.body }), env);
  }

  /** Throws unless the answer is below 500 and, from 400 on, the JSON error envelope. */
  async function expectWellFormed(res: Response): Promise<void> {
    const problem = answerProblem(res.status, res.headers.get('content-type'), await res.text());
    if (problem === undefined) return;
    if (res.status < 500) throw new Error(problem);
    const cause = lastError instanceof Error ? (lastError.stack ?? lastError.message) : String(lastError);
    throw new Error(`${problem}; logged: ${cause.slice(0, 1500)}`);
  }

  describe(`HTTP fuzzing (shard ${shard} of ${SHARDS})`, () => {
    // one shard checks the whole list
    if (shard === 1)
      it('covers every call the contract declares', () => {
        for (const module of contractModules()) {
          const found = allCalls.filter((c) => c.module === module).map((c) => c.name);
          expect(found.length, `${module}.ts declares ${declaredCallCount(module)} calls but exports ${found.join(', ') || 'none'}`).toBe(
            declaredCallCount(module),
          );
        }
        expect(allCalls.length).toBeGreaterThan(0);
      });

    for (const { module, name, call } of calls) {
      it(`${call.method} ${call.path} (${module}.${name}): ${RUNS} malformed inputs, no 5xx, refusals change nothing`, async () => {
        await keepSession();
        let baseline = await fingerprint();
        let pending = 0;
        let acceptedInSegment = false;
        let verified = 0;
        const closeSegment = async (): Promise<void> => {
          const now = await fingerprint();
          const changed = changedTables(baseline, now);
          if (changed.length > 0 && !acceptedInSegment) {
            throw new Error(`${pending} refused inputs changed ${changed.join(', ')}`);
          }
          if (changed.length === 0) verified += pending;
          baseline = now;
          pending = 0;
          acceptedInSegment = false;
        };
        const known = fieldNames(call.request);
        await fc.assert(
          fc.asyncProperty(inputArbitrary(call.method, known), async (input: FuzzInput) => {
            // a POST the schema may accept may write: fingerprint before it, so the refusals before it are checked alone
            if (pending > 0 && call.method === 'POST' && (input.auth === 'session' || input.auth === 'anonymous')) {
              const fields = fieldsRead(input);
              if (fields && call.request.safeParse(fields).success) await closeSegment();
            }
            const res = await send(wireRequest(call.path, call.method, input), input.auth);
            await expectWellFormed(res);
            pending += 1;
            if (res.status < 400) {
              acceptedInSegment = true;
              if (call.method === 'POST' && withSession(input.auth)) await keepSession();
            }
            // an accepted POST likely wrote: end the segment there so the refusals after it are checked
            if (pending >= SEGMENT || (acceptedInSegment && call.method === 'POST')) await closeSegment();
          }),
          { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
        if (pending > 0) await closeSegment();
        if (process.env.FUZZ_STATS) console.log(`${call.method} ${call.path}: ${verified}/${RUNS} inputs checked against the database`);
        // Every segment was either unchanged or held an accepted input: most inputs must have been checked.
        expect(verified, `inputs whose database effect was checked`).toBeGreaterThan(RUNS / 2);
      }, 120_000);
    }

    it('still answers after the fuzzing', async () => {
      const res = await t.app.fetch(new Request(`http://localhost${siteSettings.path}`));
      expect(res.status).toBe(200);
    });
  });
}
