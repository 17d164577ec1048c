import { z } from 'zod/mini';
import { defineCall, intField, ok, unlessMissing } from './define';

/**
 * Money in (docs/WALLET.md): the chain networks a currency can be deposited on with their rules,
 * the user's deposit address per (currency, network), the user's deposits, and the development
 * call that sends a simulated on-chain deposit. The networks themselves are data in
 * packages/chain (networks.ts); withdrawals and transfers are withdraw.ts's.
 *
 * Amounts are decimal text in the currency's units; times unix milliseconds.
 */

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const currencyField = z.string().check(z.regex(/^[A-Z0-9]{1,20}$/, { error: unlessMissing('currency must be a currency code such as USDT') }));
const networkField = z.string().check(z.regex(/^[A-Z0-9]{2,10}$/, { error: unlessMissing('network must be a network id such as TRX') }));

export const ADDRESS_KINDS = ['evm', 'tron', 'btc', 'solana', 'xrp', 'ton'] as const;
export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'below_minimum'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** The most deposits a history page holds. */
export const DEPOSITS_PAGE_MAX = 100;
export const DEPOSITS_PAGE_SIZE = 20;

/**
 * A network as a currency travels on it: `memo` `required` means a deposit must carry the memo
 * (`memo_name`: an XRP destination tag, a TON comment) beside the address or it cannot be credited.
 * `min_deposit`: smaller deposits are recorded and never credited. `confirmations`: blocks after
 * which a deposit is credited; `block_seconds`: the (simulated) block time.
 */
export const walletNetworkSchema = z.object({
  network: z.string(),
  name: z.string(),
  protocol: z.nullable(z.string()),
  address_kind: z.enum(ADDRESS_KINDS),
  memo: z.enum(['none', 'required']),
  memo_name: z.nullable(z.enum(['tag', 'comment'])),
  confirmations: z.number().check(z.int(), z.gte(1)),
  block_seconds: z.number().check(z.int(), z.gte(1)),
  min_deposit: decimal,
  min_withdraw: decimal,
  withdraw_fee: decimal,
  decimals: z.number().check(z.int(), z.gte(0), z.lte(18)),
});
export type WalletNetwork = z.output<typeof walletNetworkSchema>;

/**
 * The networks a listed currency can be deposited and withdrawn on, the usual one first (public).
 * An unlisted currency answers 404. Fallback: none (the page says the networks could not be read).
 */
export const walletNetworks = defineCall({
  method: 'GET',
  path: '/apiw/v2/wallet/networks',
  request: z.strictObject({ currency: currencyField }),
  answer: ok(z.array(walletNetworkSchema)),
  fallback: { code: 0, message: '', data: [] },
});

/** A deposit address: `memo` null where the network has none (it must then not be sent with one). */
export const depositAddressSchema = z.object({
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  memo: z.nullable(z.string()),
  min_deposit: decimal,
  confirmations: z.number().check(z.int(), z.gte(1)),
});
export type DepositAddress = z.output<typeof depositAddressSchema>;

/**
 * The logged-in user's deposit address for (currency, network), made on first ask and the same
 * ever after (CSRF: it may create one; asking again creates nothing and answers the same address).
 * A POST rather than a GET because the first call writes a row: a GET must not change state, and
 * a cross-site page could otherwise make a browser create rows. 401 for guests; 404 for an unlisted
 * currency or a network the currency does not travel on. Fallback: null (the page shows no
 * address, never a made-up one).
 */
export const depositAddress = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/deposit_address',
  request: z.strictObject({ currency: currencyField, network: networkField }),
  answer: ok(z.nullable(depositAddressSchema)),
  fallback: { code: 0, message: '', data: null },
});

/**
 * A deposit: `confirmations` of `required` so far; `status` pending until then, then confirmed
 * (credited at `credit_time_ms`) or below_minimum (smaller than the network's minimum: recorded,
 * never credited).
 */
export const depositSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  memo: z.nullable(z.string()),
  amount: decimal,
  tx_hash: z.string(),
  confirmations: z.number().check(z.int(), z.gte(0)),
  required: z.number().check(z.int(), z.gte(1)),
  status: z.enum(DEPOSIT_STATUSES),
  create_time_ms: z.number().check(z.int(), z.gte(0)),
  credit_time_ms: z.nullable(z.number().check(z.int(), z.gte(0))),
});
export type Deposit = z.output<typeof depositSchema>;

/**
 * The logged-in user's deposits, newest first, optionally of one currency and one status; `page`
 * ≥ 1 (default 1), `size` 1…DEPOSITS_PAGE_MAX (default 20). A page past the end answers an empty
 * list with the true total. 401 for guests. Fallback: an empty page.
 */
export const myDeposits = defineCall({
  method: 'GET',
  path: '/apiw/v2/wallet/deposits',
  request: z.strictObject({
    currency: z.optional(currencyField),
    status: z.optional(z.enum(DEPOSIT_STATUSES, { error: unlessMissing(`status must be one of ${DEPOSIT_STATUSES.join(', ')}`) })),
    page: z.optional(intField('page', 1, 100_000)),
    size: z.optional(intField('size', 1, DEPOSITS_PAGE_MAX)),
  }),
  answer: ok(
    z.object({
      list: z.array(depositSchema),
      page: z.number().check(z.int(), z.gte(1)),
      size: z.number().check(z.int(), z.gte(1), z.lte(DEPOSITS_PAGE_MAX)),
      total: z.number().check(z.int(), z.gte(0)),
    }),
  ),
  fallback: { code: 0, message: '', data: { list: [], page: 1, size: DEPOSITS_PAGE_SIZE, total: 0 } },
});

/**
 * Development only (the API's DEV_CHAIN=1; 404 otherwise, and always under NODE_ENV=production):
 * sends a simulated on-chain transfer of `amount` to `address` (with `memo` where the network
 * needs one) on `network`, as if from an outside wallet. The address must be a deposit address
 * the API handed out on that network (404 otherwise: the chain would carry it, but no user would
 * be credited). Needs no login (anyone can send to an address) but, as every POST, the CSRF header.
 * The deposit is recorded pending at the next block and credited by the chain simulator after the
 * network's confirmations. `tx_hash` (optional, 0x + 64 hex) makes a retry idempotent: the same
 * hash on the same network answers the deposit it made. Answers the deposit.
 */
export const devChainDeposit = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/dev/deposit',
  request: z.strictObject({
    network: networkField,
    address: z.string().check(z.minLength(1, 'address is required'), z.maxLength(128, 'address is too long')),
    memo: z.optional(z.string().check(z.maxLength(128, 'memo is too long'))),
    amount: z.string().check(
      z.maxLength(40, 'amount is too long'),
      z.regex(/^\d+(\.\d+)?$/, 'amount must be a positive decimal number such as 0.5'),
      z.refine((v) => /[1-9]/.test(v), 'amount must be greater than 0'),
    ),
    tx_hash: z.optional(z.string().check(z.regex(/^0x[0-9a-f]{64}$/, 'tx_hash must be 0x followed by 64 lower-case hex digits'))),
  }),
  answer: ok(depositSchema),
  fallback: {
    code: 0,
    message: '',
    data: {
      id: '0',
      currency: '',
      network: '',
      address: '',
      memo: null,
      amount: '0',
      tx_hash: '',
      confirmations: 0,
      required: 1,
      status: 'pending',
      create_time_ms: 0,
      credit_time_ms: null,
    },
  },
});
