import { describe, expect, it } from 'vitest';
import { errorAnswer } from '@exchange/contract/define';
import { ErrorCode } from '@exchange/contract/errors';
import { createApp } from '../app';
import { openDb, type Db } from '../db/client';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';
import { healthRoutes } from './health';
import { siteSettings } from '@exchange/contract/site';

let draining = false;
const t = useFreshApp({ draining: () => draining });

describe('the load balancer probes', () => {
  it('/healthz: 200 while the process answers, never cached, with the API security headers; HEAD too; a query string changes nothing', async () => {
    for (const path of ['/healthz', '/healthz?x=%00&__proto__[a]=1']) {
      const res = await call(t.app, path);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'ok' });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    const head = await t.app.request('http://localhost/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('/readyz: ready while the database answers; 503 (50301) from the shutdown signal on, then never cached', async () => {
    const ready = await call(t.app, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready' });
    draining = true;
    try {
      const refused = await call(t.app, '/readyz');
      expect(refused.status).toBe(503);
      expect(errorAnswer.parse(refused.json)).toEqual({ code: ErrorCode.notReady, message: 'Shutting down' });
      expect(refused.headers.get('cache-control')).toBe('no-store');
      // liveness is not readiness: the draining instance still answers, and still serves calls
      expect((await call(t.app, '/healthz')).status).toBe(200);
      expect((await call(t.app, siteSettings.path)).status).toBe(200);
    } finally {
      draining = false;
    }
  });

  it('/readyz: 503 when the database is gone', async () => {
    // a database of its own (in-memory PGlite; select 1 needs no tables): a second freshDb would
    // recreate this file's PostgreSQL database under its own connections
    const handle = await openDb();
    const app = createApp(handle.db);
    expect((await call(app, '/readyz')).status).toBe(200);
    await handle.close();
    const res = await call(app, '/readyz');
    expect(res.status).toBe(503);
    expect(errorAnswer.parse(res.json)).toEqual({ code: ErrorCode.notReady, message: 'The database does not answer' });
  });

  it('/readyz: 503 when the database does not answer in time, not a probe that hangs', async () => {
    const hung = { execute: () => new Promise<never>(() => undefined) } as unknown as Db;
    const res = await healthRoutes(hung, () => false, 50).request('http://localhost/readyz');
    expect(res.status).toBe(503);
  });

  it('other methods are refused in JSON and change nothing', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await call(t.app, '/readyz', { method, body: '{}', contentType: 'application/json' });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(errorAnswer.safeParse(res.json).success).toBe(true);
    }
  });
});
