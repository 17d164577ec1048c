import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { marketFutures, marketSpots } from '@exchange/contract/market';
import { futuresRowsFixture } from '@exchange/contract/market-fixture';
import { createApp } from '../app';
import { useFreshApp } from '../../test/freshDb';
import { loopTurnsDuring } from '../../test/loopTurns';
import { acceptsGzip, checkInSlices, prepareAnswer } from './shared-answer';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['*', true],
    ['x-gzip', true],
    ['GZIP', true],
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br, deflate', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['gzip;q=abc', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('prepareAnswer', () => {
  it('refuses a body that breaks the contract, as answer() does', async () => {
    await expect(prepareAnswer(marketSpots, { code: 0, message: '', data: [{ pair: 1 }] } as never)).rejects.toThrow(/breaks its contract/);
  });

  it('checks a long list a slice at a time, a turn of the event loop between slices, and still refuses a bad row in any slice', async () => {
    const body = { code: 200 as const, message: '', data: futuresRowsFixture(25) };
    expect((await loopTurnsDuring(() => checkInSlices(marketFutures, body, 10))).turns).toBeGreaterThanOrEqual(2);
    for (const at of [0, 12, 24]) {
      const data = body.data.map((r, i) => (i === at ? { ...r, last_price: 'NaN' } : r));
      await expect(checkInSlices(marketFutures, { ...body, data }, 10)).rejects.toThrow(/breaks its contract/);
    }
    // the envelope is checked with every slice
    await expect(checkInSlices(marketFutures, { ...body, code: 0 } as never, 10)).rejects.toThrow(/breaks its contract/);
  });

  it('holds the JSON and the same JSON gzipped', async () => {
    const body = { code: 200 as const, message: '', data: [] };
    const prepared = await prepareAnswer(marketFutures, body);
    expect(JSON.parse(new TextDecoder().decode(prepared.json))).toEqual(body);
    expect(gunzipSync(prepared.gzip).equals(prepared.json)).toBe(true);
  });
});

describe('the market lists over HTTP', () => {
  const t = useFreshApp();
  const SPOTS = `http://localhost${marketSpots.path}?exchange_type=ALL`;

  it('answer gzip to a caller that takes it, the same JSON otherwise, both varying on Accept-Encoding', async () => {
    const app = createApp(t.handle.db, { marketCacheMs: 60_000 });
    const zipped = await app.request(SPOTS, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await app.request(SPOTS);
    expect(zipped.status).toBe(200);
    expect(plain.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const res of [zipped, plain]) {
      expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      // the security headers still apply
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const zippedBytes = Buffer.from(await zipped.arrayBuffer());
    const plainText = await plain.text();
    expect(gunzipSync(zippedBytes).toString()).toBe(plainText);
    expect(zippedBytes.length * 5).toBeLessThan(plainText.length);
    const list = marketSpots.answer.parse(JSON.parse(plainText)).data;
    expect(list.length).toBeGreaterThanOrEqual(2700);
  });

  it('answer each change basis with its own figures from the same read', async () => {
    const app = createApp(t.handle.db, { marketCacheMs: 60_000 });
    const read = async (query: string) => marketSpots.answer.parse(await (await app.request(`${SPOTS}${query}`)).json()).data;
    const [day, utc0, utc8] = await Promise.all([read(''), read('&timezone=utc0'), read('&timezone=utc8')]);
    const btc = (rows: typeof day) => rows.find((r) => r.pair === 'BTC_USDT');
    expect(btc(day)?.rate).toBe(btc(utc0)?.rate);
    // three bases, three opening prices (the seeded history differs at each basis's start)
    expect(new Set([btc(day)?.prior_rate, btc(utc0)?.prior_rate, btc(utc8)?.prior_rate]).size).toBeGreaterThan(1);
  });
});
