import { describe, expect, it } from 'vitest';
import { ALL_TICKERS, MAX_NAMED_TICKERS, NO_TOPICS, topicSteps, wantedTopics, type TickerTopics } from './ticker-topics';

const named = (...names: string[]): TickerTopics => ({ all: false, names: new Set(names) });
const ALL: TickerTopics = { all: true, names: new Set() };

describe('wantedTopics', () => {
  it('names the watched markets up to MAX_NAMED_TICKERS, every ticker past it or when asked', () => {
    expect(wantedTopics(['A_USDT', 'B_USDT'])).toEqual(named('A_USDT', 'B_USDT'));
    expect(wantedTopics([])).toEqual(NO_TOPICS);
    const limit = Array.from({ length: MAX_NAMED_TICKERS }, (_, i) => `P${i}_USDT`);
    expect(wantedTopics(limit).all).toBe(false);
    expect(wantedTopics([...limit, 'X_USDT'])).toEqual(ALL);
    expect(wantedTopics(['A_USDT'], true)).toEqual(ALL);
  });
});

describe('topicSteps', () => {
  it('between two sets of names drops first, then adds; nothing when they are the same', () => {
    expect(topicSteps(named('A', 'B'), named('B', 'C'))).toEqual([
      { event: 'unsubscribe', names: ['A'] },
      { event: 'subscribe', names: ['C'] },
    ]);
    expect(topicSteps(NO_TOPICS, named('A'))).toEqual([{ event: 'subscribe', names: ['A'] }]);
    expect(topicSteps(named('A'), NO_TOPICS)).toEqual([{ event: 'unsubscribe', names: ['A'] }]);
    expect(topicSteps(named('A'), named('A'))).toEqual([]);
    expect(topicSteps(ALL, ALL)).toEqual([]);
  });

  it('takes every ticker before dropping names, and names before dropping every ticker', () => {
    expect(topicSteps(named('A', 'B'), ALL)).toEqual([
      { event: 'subscribe', names: [ALL_TICKERS] },
      { event: 'unsubscribe', names: ['A', 'B'] },
    ]);
    expect(topicSteps(ALL, named('A'))).toEqual([
      { event: 'subscribe', names: ['A'] },
      { event: 'unsubscribe', names: [ALL_TICKERS] },
    ]);
    expect(topicSteps(NO_TOPICS, ALL)).toEqual([{ event: 'subscribe', names: [ALL_TICKERS] }]);
    expect(topicSteps(ALL, NO_TOPICS)).toEqual([{ event: 'unsubscribe', names: [ALL_TICKERS] }]);
  });
});
