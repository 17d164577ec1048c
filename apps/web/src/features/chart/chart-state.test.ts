import { describe, expect, it } from 'vitest';
import type { ChartState } from '@exchange/contract/chart';
import {
  defaultChartState,
  layoutRecord,
  parseChartState,
  readLocalState,
  restoreChartState,
  restoreLayout,
  withIndicator,
  withoutIndicator,
  writeLocalState,
} from './chart-state';

const macd = { type: 'MACD', inputs: { fastLength: 12, slowLength: 26, signalLength: 9, source: 'close' } } as const;
const kdj = { type: 'KDJ', inputs: { period: 9, m1: 3, m2: 3 } } as const;
const saved = (over: Partial<ChartState> = {}): ChartState => ({ v: 1, pair: 'ETH_USDT', resolution: '15', indicators: [macd], ...over });
const seconds = (pair: string) => pair === 'BTC_USDT';

describe('parseChartState', () => {
  it('takes a valid state and refuses bad shapes, out-of-range inputs and a kind twice', () => {
    expect(parseChartState(saved())).toEqual(saved());
    expect(parseChartState(null)).toBeNull();
    expect(parseChartState({ ...saved(), v: 2 })).toBeNull();
    expect(parseChartState({ ...saved(), resolution: '61' })).toBeNull();
    expect(parseChartState(saved({ indicators: [{ ...macd, inputs: { ...macd.inputs, signalLength: 51 } }] }))).toBeNull();
    expect(parseChartState(saved({ indicators: [{ ...kdj, inputs: { period: 0, m1: 3, m2: 3 } }] }))).toBeNull();
    expect(parseChartState(saved({ indicators: [macd, macd] }))).toBeNull();
  });
});

describe('restoreChartState', () => {
  const base = { defaultPair: 'BTC_USDT', hasSeconds: seconds };
  it('prefers the API state over local over defaults, each taken whole', () => {
    const api = saved({ resolution: '240' });
    const local = saved({ resolution: '5', indicators: [kdj] });
    expect(restoreChartState({ ...base, api, local })).toEqual({ state: api, source: 'api' });
    expect(restoreChartState({ ...base, api: null, local })).toEqual({ state: local, source: 'local' });
    expect(restoreChartState({ ...base, api: { junk: true }, local })).toEqual({ state: local, source: 'local' });
    expect(restoreChartState({ ...base, api: null, local: 'nope' })).toEqual({ state: defaultChartState('BTC_USDT'), source: 'default' });
  });
  it('keeps the page pair on the page chart, with the saved resolution and indicators', () => {
    const { state } = restoreChartState({ ...base, api: saved(), local: null, fixedPair: 'SOL_USDT' });
    expect(state).toEqual({ ...saved(), pair: 'SOL_USDT' });
  });
  it('replaces a pair the site no longer lists, and a seconds resolution the pair lacks', () => {
    expect(restoreChartState({ ...base, api: saved({ pair: 'GONE_USDT' }), local: null, pairs: ['BTC_USDT', 'ETH_USDT'] }).state.pair).toBe('BTC_USDT');
    expect(restoreChartState({ ...base, api: saved({ resolution: '1S' }), local: null }).state.resolution).toBe('60');
    expect(restoreChartState({ ...base, api: saved({ pair: 'BTC_USDT', resolution: '1S' }), local: null }).state.resolution).toBe('1S');
  });
  it('drops a layout field from a chart state', () => {
    expect(restoreChartState({ ...base, api: { ...saved(), layout: 4 }, local: null }).state).not.toHaveProperty('layout');
  });
});

describe('layout', () => {
  it('restores API over local, default 1', () => {
    expect(restoreLayout(layoutRecord(4, 'BTC_USDT'), layoutRecord(2, 'BTC_USDT'))).toBe(4);
    expect(restoreLayout(null, layoutRecord(2, 'BTC_USDT'))).toBe(2);
    expect(restoreLayout({ layout: 3 }, null)).toBe(1);
    expect(parseChartState(layoutRecord(4, 'BTC_USDT'))).not.toBeNull();
  });
});

describe('indicator edits', () => {
  it('adds, replaces in place and removes by kind', () => {
    const one = withIndicator(defaultChartState('BTC_USDT'), macd);
    const two = withIndicator(one, kdj);
    const changed = withIndicator(two, { ...macd, inputs: { ...macd.inputs, fastLength: 5 } });
    expect(changed.indicators.map((i) => i.type)).toEqual(['MACD', 'KDJ']);
    expect(changed.indicators[0]).toMatchObject({ inputs: { fastLength: 5 } });
    expect(withoutIndicator(changed, 'MACD').indicators.map((i) => i.type)).toEqual(['KDJ']);
  });
});

describe('local storage', () => {
  it('round-trips and survives bad JSON and a refusing store', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    writeLocalState(storage, 'trade-1', saved());
    expect(readLocalState(storage, 'trade-1')).toEqual(saved());
    map.set('chart_state:trade-2', '{oops');
    expect(readLocalState(storage, 'trade-2')).toBeNull();
    expect(() =>
      writeLocalState(
        {
          setItem: () => {
            throw new Error('quota');
          },
        },
        'x',
        saved(),
      ),
    ).not.toThrow();
  });
});
