import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHART_STATE_MAX_CHARS, MAX_SAVED_CHARTS, getChartState, saveChartState, type ChartState } from '@exchange/contract/chart';
import { chartStates } from '../db/schema';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';
import { newTrader } from '../../test/traders';

const t = useFreshApp();
/** getChartState's path, which saveChartState shares */
const PATH = getChartState.path;

let emails = 0;
const user = () => newTrader(t.app, t.handle.db, `chart-${(emails += 1)}@test.example`, {});

const STATE: ChartState = {
  v: 1,
  pair: 'BTC_USDT',
  resolution: '60',
  indicators: [
    { type: 'MACD', inputs: { fastLength: 12, slowLength: 26, signalLength: 9, source: 'close' } },
    { type: 'KDJ', inputs: { period: 9, m1: 3, m2: 3 } },
    { type: 'TD', inputs: { onlyNineAndThirteen: true } },
  ],
};

const save = (cookies: Record<string, string>, chart: string, state: unknown) =>
  call(t.app, PATH, { form: { chart, state: typeof state === 'string' ? state : JSON.stringify(state) }, cookies });
const load = async (cookies: Record<string, string>, chart: string) =>
  getChartState.answer.parse((await call(t.app, `${PATH}?chart=${chart}`, { cookies })).json).data;

describe('chart saved state', () => {
  it('saves and loads per chart; null before any save; a save replaces the last', async () => {
    const { cookies } = await user();
    expect(await load(cookies, 'trade')).toEqual({ state: null, updated_ms: 0 });
    const saved = await save(cookies, 'trade', STATE);
    expect(saved.status).toBe(200);
    const { updated_ms } = saveChartState.answer.parse(saved.json).data;
    expect(await load(cookies, 'trade')).toEqual({ state: STATE, updated_ms });
    const layout: ChartState = { v: 1, pair: 'ETH_USDT', resolution: '1D', indicators: [], layout: 4 };
    await save(cookies, 'multi-0', layout);
    await save(cookies, 'trade', { ...STATE, resolution: '1S', indicators: [] });
    expect((await load(cookies, 'trade')).state).toEqual({ ...STATE, resolution: '1S', indicators: [] });
    expect((await load(cookies, 'multi-0')).state).toEqual(layout);
    const other = await user();
    expect((await load(other.cookies, 'trade')).state).toBeNull();
  });

  it.each([
    ['{"v":1,', 'state must be JSON text'],
    [{ ...STATE, v: 2 }, 'state is not a chart state: v: Invalid input: expected 1'],
    [{ ...STATE, resolution: '7' }, 'state is not a chart state: resolution:'],
    [{ ...STATE, indicators: [{ type: 'RSI', inputs: {} }] }, 'state is not a chart state: indicators.0.type:'],
    [
      { ...STATE, indicators: [{ type: 'MACD', inputs: { fastLength: 12, slowLength: 2001, signalLength: 9, source: 'close' } }] },
      'MACD input slowLength must be from 1 to 2000, got 2001',
    ],
    [
      { ...STATE, indicators: [{ type: 'MACD', inputs: { fastLength: 0, slowLength: 26, signalLength: 9, source: 'close' } }] },
      'MACD input fastLength must be from 1 to 2000, got 0',
    ],
    [{ ...STATE, indicators: [{ type: 'KDJ', inputs: { period: 0, m1: 3, m2: 3 } }] }, 'KDJ input period must be from'],
    [{ ...STATE, indicators: [STATE.indicators[1], STATE.indicators[1]] }, 'state lists the KDJ indicator twice'],
    ['x'.repeat(CHART_STATE_MAX_CHARS + 1), `state must be at most ${CHART_STATE_MAX_CHARS} characters of JSON`],
  ])('refuses %j with 400 naming the problem', async (state, message) => {
    const { cookies } = await user();
    const res = await save(cookies, 'trade', state);
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toContain(message);
    expect((await load(cookies, 'trade')).state).toBeNull();
  });

  it('refuses a malformed chart id; 401 for guests, 403 without CSRF', async () => {
    const { cookies } = await user();
    expect((await save(cookies, 'Trade!', STATE)).json).toEqual({ code: 40001, message: 'chart must be 1 to 32 lowercase letters, digits or dashes' });
    expect(await call(t.app, `${PATH}?chart=trade`)).toMatchObject({ status: 401, json: { code: 40101 } });
    expect((await call(t.app, PATH, { form: { chart: 'trade', state: JSON.stringify(STATE) } })).status).toBe(401);
    expect((await call(t.app, PATH, { form: { chart: 'trade', state: JSON.stringify(STATE) }, cookies, csrf: false })).status).toBe(403);
  });

  it(`keeps the ${MAX_SAVED_CHARTS} most recently saved charts: another save drops the least recently saved`, async () => {
    const { id, cookies } = await user();
    for (let i = 0; i < MAX_SAVED_CHARTS; i += 1) expect((await save(cookies, `c-${i}`, STATE)).status).toBe(200);
    // saving c-0 again makes c-1 the least recently saved
    await save(cookies, 'c-0', STATE);
    await save(cookies, 'new', STATE);
    expect((await load(cookies, 'c-1')).state).toBeNull();
    expect((await load(cookies, 'c-0')).state).toEqual(STATE);
    expect((await load(cookies, 'new')).state).toEqual(STATE);
    const rows = await t.handle.db.select({ chart: chartStates.chartId }).from(chartStates).where(eq(chartStates.userId, id));
    expect(rows).toHaveLength(MAX_SAVED_CHARTS);
  });

  it(`never keeps more than ${MAX_SAVED_CHARTS} under parallel saves`, async () => {
    const { id, cookies } = await user();
    const results = await Promise.all(Array.from({ length: MAX_SAVED_CHARTS + 12 }, (_, i) => save(cookies, `p-${i}`, STATE)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.handle.db.select({ chart: chartStates.chartId }).from(chartStates).where(eq(chartStates.userId, id));
    expect(rows).toHaveLength(MAX_SAVED_CHARTS);
  });
});
