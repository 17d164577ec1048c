import { describe, expect, it } from 'vitest';
import { parseDecimal, toText } from '@exchange/decimal/dec';
import {
  amountForPercent,
  canPlaceOrders,
  cleanDecimalInput,
  forApi,
  leastAmountAt,
  orderTotal,
  reckonedPrice,
  shareReckoning,
  ticketFoot,
  totalDecimals,
  validateTicket,
  type PairRules,
  type TicketDraft,
} from './ticket-rules';

const BTC: PairRules = { base: 'BTC', quote: 'USDT', price_decimals: 2, amount_decimals: 6, min_amount: '0.0001', min_total: '3' };
const limitBuy = (price: string, amount: string): TicketDraft => ({ side: 'buy', type: 'limit', price, amount });
const keys = (draft: TicketDraft, funds = {}, market?: string, rules = BTC) => validateTicket(draft, rules, funds, market).map((p) => `${p.field}:${p.key}`);

describe('orderTotal', () => {
  it('multiplies price and amount exactly', () => {
    expect(orderTotal(limitBuy('0.1', '0.2'), undefined)?.units).toBe(2n);
    const total = orderTotal(limitBuy('67012.55', '0.000123'), undefined);
    expect(total && { units: total.units, scale: total.scale }).toEqual({ units: 824254365n, scale: 8 });
  });

  it('reckons a market order at the market price, and has none without one', () => {
    const market: TicketDraft = { side: 'sell', type: 'market', price: '999', amount: '2' };
    expect(orderTotal(market, '1.5')).toEqual(parseDecimal('3.0'));
    expect(orderTotal(market, undefined)).toBeUndefined();
    expect(reckonedPrice(market, '1.5')).toEqual(parseDecimal('1.5'));
  });

  it('is undefined until price and amount are numbers above zero', () => {
    expect(orderTotal(limitBuy('', '1'), undefined)).toBeUndefined();
    expect(orderTotal(limitBuy('10', '0'), undefined)).toBeUndefined();
    expect(orderTotal(limitBuy('10', '.'), undefined)).toBeUndefined();
  });

  it('shows at most 8 decimals', () => {
    expect(totalDecimals({ price_decimals: 2, amount_decimals: 4 })).toBe(6);
    expect(totalDecimals({ price_decimals: 8, amount_decimals: 8 })).toBe(8);
  });
});

describe('validateTicket', () => {
  it('accepts an order that meets every rule', () => {
    expect(keys(limitBuy('30000', '0.001'), { quote: '30' })).toEqual([]);
    expect(keys({ side: 'sell', type: 'limit', price: '30000', amount: '0.5' }, { base: '0.5' })).toEqual([]);
  });

  it('asks a limit order for a price above zero with the pair’s decimals', () => {
    expect(keys(limitBuy('', '1'))).toEqual(['price:priceRequired']);
    expect(keys(limitBuy('0', '1'))).toEqual(['price:priceInvalid']);
    expect(keys(limitBuy('1e5', '1'))).toEqual(['price:priceInvalid']);
    expect(keys(limitBuy('30000.123', '1'))).toEqual(['price:priceDecimals']);
    // trailing zeros are not decimals that matter
    expect(keys(limitBuy('30000.1200', '1'))).toEqual([]);
    expect(validateTicket(limitBuy('1.001', '10'), BTC, {}, undefined)[0]?.values).toEqual({ decimals: 2 });
  });

  it('does not ask a market order for a price', () => {
    expect(keys({ side: 'buy', type: 'market', price: '', amount: '0.001' }, {}, '30000')).toEqual([]);
  });

  it('asks for an amount above zero, with the pair’s decimals, at least the minimum', () => {
    expect(keys(limitBuy('30000', ''))).toEqual(['amount:amountRequired']);
    expect(keys(limitBuy('30000', '0.000'))).toEqual(['amount:amountInvalid']);
    expect(keys(limitBuy('30000', '0.0000001'))).toEqual(['amount:amountDecimals']);
    expect(keys(limitBuy('50000', '0.00009'))).toEqual(['amount:minAmount']);
    expect(validateTicket(limitBuy('50000', '0.00009'), BTC, {}, undefined)[0]?.values).toEqual({ min: '0.0001', currency: 'BTC' });
    // exactly the minimum is enough
    expect(keys(limitBuy('30000', '0.0001'))).toEqual([]);
  });

  it('asks for at least the minimum total (price × amount), in the quote currency', () => {
    expect(keys(limitBuy('2999.99', '0.001'))).toEqual(['total:minTotal']);
    expect(keys(limitBuy('3000', '0.001'))).toEqual([]);
    // a market order is reckoned at the market price; without one the API decides
    expect(keys({ side: 'sell', type: 'market', price: '', amount: '0.0001' }, {}, '29999')).toEqual(['total:minTotal']);
    expect(keys({ side: 'sell', type: 'market', price: '', amount: '0.0001' }, {}, undefined)).toEqual([]);
  });

  it('refuses what the balance does not cover: a buy spends quote, a sell spends base', () => {
    expect(keys(limitBuy('30000', '0.001'), { quote: '29.99' })).toEqual(['total:insufficient']);
    expect(keys(limitBuy('30000', '0.001'), { quote: '30' })).toEqual([]);
    expect(keys({ side: 'sell', type: 'limit', price: '30000', amount: '0.500001' }, { base: '0.5' })).toEqual(['amount:insufficient']);
    expect(keys({ side: 'buy', type: 'market', price: '', amount: '1' }, { quote: '100' }, '101')).toEqual(['total:insufficient']);
    // an unknown balance is not checked
    expect(keys(limitBuy('30000', '100'), {})).toEqual([]);
  });

  it('compares money exactly, not in floating point', () => {
    // 0.1 × 0.3 is 0.03 exactly (0.1 * 0.3 in floating point is 0.030000000000000002)
    const rules: PairRules = { ...BTC, price_decimals: 1, amount_decimals: 1, min_total: '0.03', min_amount: '0.1' };
    expect(keys(limitBuy('0.1', '0.3'), { quote: '0.03' }, undefined, rules)).toEqual([]);
    // 0.1 + 0.2 of balance is exactly enough for 0.3
    expect(
      keys({ side: 'sell', type: 'limit', price: '1', amount: '0.3' }, { base: '0.30000000000000000001' }, undefined, { ...rules, min_total: '0' }),
    ).toEqual([]);
    expect(
      keys({ side: 'sell', type: 'limit', price: '1', amount: '0.3' }, { base: '0.29999999999999999999' }, undefined, { ...rules, min_total: '0' }),
    ).toEqual(['amount:insufficient']);
  });

  it('gives one problem per field', () => {
    expect(keys(limitBuy('1.234', '0.00001'), { quote: '0' })).toEqual(['price:priceDecimals', 'amount:minAmount']);
  });
});

describe('amountForPercent', () => {
  it('takes a share of the base balance for a sell, rounded down to the amount decimals', () => {
    expect(amountForPercent('sell', 25, { base: '1' }, undefined, 6)).toBe('0.25');
    expect(amountForPercent('sell', 75, { base: '0.0000019' }, undefined, 6)).toBe('0.000001');
    expect(amountForPercent('sell', 100, { base: '0.123456789' }, undefined, 6)).toBe('0.123456');
    expect(amountForPercent('sell', 50, { base: '3' }, undefined, 0)).toBe('1');
  });

  it('divides a share of the quote balance by the price for a buy, never more than the balance buys', () => {
    expect(amountForPercent('buy', 100, { quote: '1000' }, parseDecimal('30000'), 6)).toBe('0.033333');
    expect(amountForPercent('buy', 50, { quote: '0.3' }, parseDecimal('0.1'), 4)).toBe('1.5');
    expect(amountForPercent('buy', 25, { quote: '10' }, parseDecimal('3'), 2)).toBe('0.83');
  });

  it('gives nothing without a balance, or without a price for a buy', () => {
    expect(amountForPercent('buy', 25, {}, parseDecimal('1'), 2)).toBeUndefined();
    expect(amountForPercent('buy', 25, { quote: '10' }, undefined, 2)).toBeUndefined();
    expect(amountForPercent('sell', 25, {}, undefined, 2)).toBeUndefined();
  });
});

describe('shareReckoning', () => {
  it('reckons a market buy’s share 1 % above the market price, everything else at its own price', () => {
    const text = (d: ReturnType<typeof shareReckoning>) => (d ? toText(d) : undefined);
    expect(text(shareReckoning({ side: 'buy', type: 'market', price: '' }, '100'))).toBe('101');
    expect(text(shareReckoning({ side: 'buy', type: 'market', price: '' }, '0.123'))).toBe('0.12423');
    expect(text(shareReckoning({ side: 'sell', type: 'market', price: '' }, '100'))).toBe('100');
    expect(text(shareReckoning({ side: 'buy', type: 'limit', price: '90' }, '100'))).toBe('90');
    expect(shareReckoning({ side: 'buy', type: 'market', price: '' }, undefined)).toBeUndefined();
  });

  it('keeps a 100 % market buy within the balance when the fill is at a price a step above the last', () => {
    const price = shareReckoning({ side: 'buy', type: 'market', price: '' }, '60000.0');
    const amount = amountForPercent('buy', 100, { quote: '9470' }, price, 7);
    // filled at the ask, one price step (0.1) above the last price
    expect(keys({ side: 'buy', type: 'market', price: '', amount: amount! }, { quote: '9470' }, '60000.1', { ...BTC, amount_decimals: 7 })).toEqual([]);
  });
});

describe('leastAmountAt', () => {
  const rules = { min_amount: '0.000001', min_total: '1', amount_decimals: 7 };
  it('is the minimum amount, or what reaches the minimum total at the price', () => {
    expect(leastAmountAt('60000', rules)).toBe('0.0000167');
    expect(leastAmountAt('0.5', rules)).toBe('2');
    expect(leastAmountAt('2000000', rules)).toBe('0.000001');
    // exactly on the step: not rounded further up
    expect(leastAmountAt('0.1', { ...rules, amount_decimals: 0 })).toBe('10');
    expect(leastAmountAt('', rules)).toBe('0.000001');
  });

  it('always passes the amount and total checks at that price', () => {
    const fine: PairRules = { ...BTC, amount_decimals: 7, price_decimals: 5 };
    for (const price of ['60000.1', '0.00123', '7', '31.4159']) {
      expect(keys(limitBuy(price, leastAmountAt(price, fine)), {}, undefined, fine), price).toEqual([]);
    }
  });
});

describe('cleanDecimalInput', () => {
  it.each([
    ['12.345', 2, '12.34'],
    ['12,5', 2, '12.5'],
    ['1.2.3', 4, '1.23'],
    ['abc1x2', 2, '12'],
    ['-5', 2, '5'],
    ['0005', 2, '5'],
    ['00.5', 2, '0.5'],
    ['.5', 2, '0.5'],
    ['5.', 2, '5.'],
    ['7.9', 0, '7'],
    ['1e5', 2, '15'],
    ['', 2, ''],
    ['0', 2, '0'],
    ['1 000.5', 1, '1000.5'],
  ])('%j with %i decimals keeps %j', (raw, decimals, kept) => {
    expect(cleanDecimalInput(raw, decimals)).toBe(kept);
  });

  it('keeps at most 40 characters', () => {
    expect(cleanDecimalInput('9'.repeat(60), 2)).toHaveLength(40);
  });
});

describe('forApi', () => {
  it('sends canonical decimal text', () => {
    expect(forApi('30000.10')).toBe('30000.1');
    expect(forApi('5.')).toBe('5');
    expect(forApi('x')).toBe('');
  });
});

describe('ticketFoot and canPlaceOrders: spot trading closed to the visitor (compliance)', () => {
  const rows: [string, { loggedIn: boolean; spotClosed: boolean }, string, boolean][] = [
    ['an account that may trade: the submit', { loggedIn: true, spotClosed: false }, 'submit', true],
    ['a guest: log in and sign up', { loggedIn: false, spotClosed: false }, 'guest', false],
    ['an account spot trading is closed to: the message, no submit', { loggedIn: true, spotClosed: true }, 'closed', false],
    ['a guest in a closed region: the message, then log in and sign up', { loggedIn: false, spotClosed: true }, 'closedGuest', false],
  ];
  it.each(rows)('%s', (_name, visitor, foot, may) => {
    expect(ticketFoot(visitor)).toBe(foot);
    expect(canPlaceOrders(visitor)).toBe(may);
  });
});

describe('a stale price', () => {
  const rules = { base: 'BTC', quote: 'USDT', price_decimals: 1, amount_decimals: 4, min_amount: '0.0001', min_total: '1' };
  it('refuses a market order and leaves a limit order alone', () => {
    const market = { side: 'buy', type: 'market', price: '', amount: '0.01' } as const;
    expect(validateTicket(market, rules, {}, '60000', true)).toEqual([{ field: 'price', key: 'stalePrice', values: {} }]);
    expect(validateTicket(market, rules, {}, '60000', false)).toEqual([]);
    expect(validateTicket({ ...market, type: 'limit', price: '60000' }, rules, {}, '60000', true)).toEqual([]);
  });
});
