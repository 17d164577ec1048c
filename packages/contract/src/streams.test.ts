import { describe, expect, it } from 'vitest';
import { decodeUpdate, encodeUpdate, type AnyStream, type UpdateInput } from './define-stream';
import {
  ALL_MARKETS,
  chatMessages,
  futuresCandles,
  futuresTickers,
  publishedOn,
  spotCandles,
  spotOrderBook,
  spotOrders,
  spotTickers,
  spotTrades,
  spotUserTrades,
  STREAMS,
  userKyc,
  userNotices,
  walletDeposits,
} from './streams';

const spotTicker: UpdateInput<typeof spotTickers> = {
  currency_pair: 'BTC_USDT',
  last: '15743.4',
  lowest_ask: '15744.4',
  highest_bid: '15743.5',
  change_percentage: '-1.82',
  change_utc0: '0.50',
  change_utc8: '0.00',
  base_volume: '9110.473081735',
  quote_volume: '145082083.2535',
  high_24h: '16280.9',
  low_24h: '15468.5',
};
const futuresTicker: UpdateInput<typeof futuresTickers> = {
  contract: 'BTC_USDT',
  last: '15743.4',
  change_percentage: '1.20',
  change_utc0: '0.50',
  change_utc8: '0.10',
  volume_24h: '145082083.25',
  volume_24h_base: '9110.47',
  volume_24h_quote: '145082083.25',
  high_24h: '16280.9',
  low_24h: '15468.5',
  mark_price: '15743.4',
  index_price: '15743.4',
  funding_rate: '0.0001',
};
const candle = { t: '1606292580', v: '2362.32035', c: '19128.1', h: '19128.1', l: '19128.1', o: '19128.1', n: '1m_BTC_USDT', a: '3.8283' };
const kycUpdate: UpdateInput<typeof userKyc> = {
  verified: 1,
  application: {
    id: 3,
    level: '2',
    status: 'approved',
    reject_reason: null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    doc_type: 'passport',
    created_ms: 1764000000000,
    review_ms: 1764000030000,
    reviewed_ms: 1764000031000,
    documents: [{ field: 'front', id: 9, name: 'front.jpg', size: 2048 }],
  },
};
const notice = {
  notice: {
    msg_id: 7,
    type: 'sys_notice',
    title: 'New login',
    content: 'A login from Chrome',
    send_timest: 1764000000,
    is_read: false,
    notification: { type: 'profile', template_id: 'login', extras: {}, template_args: { browser: 'Chrome' } },
  },
  unread: { total: 1, platform: 1, trade: 0, markets: 0 },
};
const chat = { room: 'main', message: { id: 3, nickname: 'Trader', body: 'hello', sent_at: 1764000000 } };
const book = {
  t: 1606294781123,
  e: 'depthUpdate',
  E: 1606294781,
  s: 'BTC_USDT',
  U: 48776301,
  u: 48776306,
  b: [['19137.74', '0.0001']],
  a: [['19137.75', '0']],
};
const trade = {
  id: 309143071,
  create_time: 1606292218,
  create_time_ms: '1606292218213.4578',
  side: 'sell',
  currency_pair: 'GT_USDT',
  amount: '16.47',
  price: '0.4705',
};
const order = {
  id: '12345',
  text: 't-abc',
  create_time_ms: '1694654415234',
  update_time_ms: '1694654415234',
  currency_pair: 'BTC_USDT',
  type: 'limit',
  side: 'buy',
  amount: '0.001',
  price: '26000',
  left: '0.001',
  filled_total: '0',
  fee: '0',
  fee_currency: 'BTC',
  event: 'put',
};

const userTrade = {
  id: 5736713,
  order_id: '12345',
  currency_pair: 'BTC_USDT',
  side: 'sell',
  role: 'maker',
  amount: '0.001',
  price: '26000',
  fee: '0.052',
  fee_currency: 'USDT',
  create_time_ms: '1694654415234',
};

const deposit = {
  id: '17',
  currency: 'USDT',
  network: 'TRX',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  memo: null,
  amount: '125.5',
  tx_hash: '0x' + 'ab'.repeat(32),
  confirmations: 3,
  required: 20,
  status: 'pending',
  create_time_ms: 1694654415234,
  credit_time_ms: null,
};

/** Each stream, what the hub sends on it and the topic it belongs to. */
const FIXTURES: [AnyStream, unknown, string][] = [
  [spotTickers, spotTicker, 'BTC_USDT'],
  [spotTickers, [spotTicker, { ...spotTicker, currency_pair: 'ETH_USDT' }], ALL_MARKETS],
  [futuresTickers, futuresTicker, 'BTC_USDT'],
  [futuresTickers, [futuresTicker], ALL_MARKETS],
  [spotCandles, candle, '1m_BTC_USDT'],
  [spotCandles, { ...candle, w: true }, '1m_BTC_USDT'],
  [futuresCandles, { ...candle, n: '5m_BTC_USD' }, '5m_BTC_USD'],
  [userNotices, notice, 'self'],
  [chatMessages, chat, 'main'],
  [spotOrderBook, book, 'BTC_USDT'],
  [spotTrades, trade, 'GT_USDT'],
  [spotOrders, [order, { ...order, event: 'finish', finish_as: 'filled', left: '0' }], 'self'],
  [spotUserTrades, [userTrade], 'self'],
  [walletDeposits, deposit, 'self'],
  [walletDeposits, { ...deposit, confirmations: 20, status: 'confirmed', credit_time_ms: 1694654435234 }, 'self'],
  [userKyc, kycUpdate, 'self'],
];

describe('stream declarations', () => {
  it('declares every channel once', () => {
    const channels = STREAMS.map((s) => s.channel);
    expect(new Set(channels).size).toBe(channels.length);
    expect(publishedOn('spot').map((s) => s.channel)).toEqual([
      'spot.tickers',
      'spot.candlesticks',
      'user.notices',
      'chat.messages',
      'spot.order_book_update',
      'spot.trades',
      'spot.orders',
      'spot.usertrades',
      'wallet.deposits',
      'wallet.withdrawals',
      'user.kyc',
    ]);
    expect(publishedOn('futures').map((s) => s.channel)).toEqual(['futures.tickers', 'futures.candlesticks']);
  });

  it.each(FIXTURES.map(([stream, result, topic], i) => [`${stream.channel} #${i}`, stream, result, topic] as const))(
    '%s: what the hub encodes decodes to its topic and seq',
    (_name, stream, result, topic) => {
      const text = encodeUpdate(stream, 1_764_000_000_123, result, 41);
      const message: unknown = JSON.parse(text);
      expect(message).toMatchObject({ time: 1_764_000_000, time_ms: 1_764_000_000_123, channel: stream.channel, event: 'update', error: null, seq: 41 });
      const decoded = decodeUpdate(STREAMS, message);
      expect(decoded).toMatchObject({ stream, topic, seq: 41 });
      expect(decoded?.result).toEqual(result);
    },
  );

  it.each(FIXTURES.map(([stream, result], i) => [`${stream.channel} #${i}`, stream, result] as const))('%s: refuses garbage', (_name, stream, result) => {
    const spoiled = { last: 'NaN', t: 'x', room: 'NO SPACES', notice: 1, s: 'btc', id: 'one', side: 'both', verified: 'one' };
    const garbage: unknown[] = [
      null,
      'x',
      42,
      {},
      [null],
      Array.isArray(result) ? [{ ...(result[0] as object), ...spoiled }] : { ...(result as object), ...spoiled },
    ];
    for (const value of garbage) expect(stream.update.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('drops what is not a declared update: never throws', () => {
    const ok = JSON.parse(encodeUpdate(spotTickers, 0, spotTicker, 1)) as Record<string, unknown>;
    for (const message of [
      null,
      'text',
      { ...ok, event: 'subscribe' },
      { ...ok, channel: 'spot.unknown' },
      { ...ok, seq: undefined },
      { ...ok, seq: -1 },
      { ...ok, seq: 1.5 },
      { ...ok, result: { ...spotTicker, last: '1e5' } },
      { channel: 'spot.pong', event: '', result: null },
    ]) {
      expect(decodeUpdate(STREAMS, message)).toBeNull();
    }
  });

  it('checks subscribe payloads', () => {
    expect(spotTickers.subscribe.safeParse(['BTC_USDT', '!all']).success).toBe(true);
    expect(spotTickers.subscribe.safeParse([]).success).toBe(false);
    expect(spotTickers.subscribe.safeParse(['btc_usdt']).success).toBe(false);
    expect(spotCandles.subscribe.safeParse(['1m', 'BTC_USDT']).success).toBe(true);
    expect(spotCandles.subscribe.safeParse(['2m', 'BTC_USDT']).success).toBe(false);
    expect(userNotices.subscribe.safeParse(['abc-DEF_1']).success).toBe(true);
    expect(userNotices.subscribe.safeParse(['bad ticket']).success).toBe(false);
    expect(chatMessages.subscribe.safeParse(['main']).success).toBe(true);
    expect(chatMessages.subscribe.safeParse(['Main Room']).success).toBe(false);
    expect(spotOrderBook.subscribe.safeParse(['BTC_USDT', '100ms']).success).toBe(true);
    expect(spotOrders.subscribe.safeParse(['ticket', '!all']).success).toBe(true);
    expect(walletDeposits.subscribe.safeParse(['abc-DEF_1']).success).toBe(true);
    expect(walletDeposits.subscribe.safeParse(['abc', 'BTC_USDT']).success).toBe(false);
  });
});
