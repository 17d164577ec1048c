import { z } from 'zod/mini';
import { defineCall, intField, ok, unlessMissing } from './define';
import type { KycLevel } from './kyc-level';
import { secondFactorFields } from './second-factor';

/**
 * Money out of the exchange (docs/WALLET.md "Money out"): on-chain withdrawals with their quote,
 * the address book and its whitelist mode, internal transfers to another user (instant, or as a
 * one-time deposit code another user redeems). Every POST needs CSRF; every call needs a login
 * (401 for guests). Amounts travel as decimal text.
 *
 * Confirmation (withdrawals, transfers, codes, the whitelist switch): the fund password and one
 * second factor (second-factor.ts): a current authenticator code (`totp`), or a passkey's assertion
 * (`passkey`) answering the user's challenge from passkeys.ts passkeyConfirmOptions, by the
 * fund-password dialogs' rules: at most 5 attempts per 15 minutes (429 with Retry-After), a code or
 * a challenge is good once, and a wrong password, a wrong code and a replayed code are one refusal
 * (400 "Incorrect fund password or authenticator code"; "… or passkey" with a passkey). Neither or
 * both factors: 400. An account without a fund password, or with neither an authenticator nor a
 * passkey, is refused (400 "Set up a fund password and an authenticator app first"); a factor the
 * account lacks while it has the other: 400 naming the other.
 * For 24 hours after the login password changes (a reset by mail, a change) withdrawals, transfers
 * and codes are refused (403, code 40302, naming when they are possible again), before the
 * confirmation is asked.
 */

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const currencyField = z.string().check(z.regex(/^[A-Z0-9]{1,16}$/, { error: unlessMissing('currency must be a symbol such as USDT') }));
const networkField = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, { error: unlessMissing('network must be a network id such as TRX') }));
const addressField = z.string().check(z.minLength(1, 'Enter the address'), z.maxLength(128, 'address is too long'));
const memoField = z.string().check(z.maxLength(64, 'memo is too long'));
const labelField = z.string().check(z.minLength(1, 'Enter a label'), z.maxLength(40, 'label must be at most 40 characters'));
const positiveAmount = z.string().check(
  z.maxLength(40, 'amount is too long'),
  z.regex(/^\d+(\.\d+)?$/, 'amount must be a positive decimal number such as 0.5'),
  z.refine((v) => /[1-9]/.test(v), 'amount must be greater than 0'),
);
const fundpassField = z.string().check(z.minLength(1, 'Enter your fund password'), z.maxLength(128));
/** The confirmation of every money-out call: the fund password and one second factor, an authenticator code (`totp`) or a passkey's assertion (`passkey`). */
const confirmationFields = { fundpass: fundpassField, ...secondFactorFields };
/** The client's own id for a money-moving request (`t-…`, unique per user): the same id again answers the first result and moves nothing. */
const clientIdField = z.string().check(z.regex(/^t-[A-Za-z0-9_.-]{1,28}$/, 'text must be t- followed by 1 to 28 letters, digits, _ . or -'));
const idField = intField('id', 1, Number.MAX_SAFE_INTEGER);
const timeMs = z.number().check(z.int(), z.gte(0));
const pageField = intField('page', 1, 10_000);
const sizeField = intField('size', 1, 100);
/** A page of a list and the list's total. */
const pageOf = <T extends z.ZodMiniType>(item: T) => z.object({ list: z.array(item), total: z.number().check(z.int(), z.gte(0)) });
const emptyPage = { code: 0 as const, message: '', data: { list: [], total: 0 } };

/**
 * The 24-hour withdrawal limit in USD by KYC level (spec doc 2 §3 levels): everything a user sent
 * out in the last 24 hours (withdrawals that are not failed or cancelled, instant transfers, codes
 * not cancelled), each valued at its currency's USD price when it was made, may not exceed it.
 */
export const WITHDRAW_LIMIT_USD: Readonly<Record<KycLevel, string>> = {
  '0': '1000',
  '0.5': '5000',
  '1': '50000',
  '2': '1000000',
  '3': '5000000',
  company: '10000000',
};
/** The window of the limit. */
export const WITHDRAW_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * One on-chain withdrawal. `amount` is what left the balance (the fee included), `fee` the
 * network fee, `receive_amount` = amount − fee what arrives at `address`. pending (cancellable,
 * the amount locked) → processing → completed (`tx_hash` set, the amount gone) or failed
 * (`fail_reason`, the amount back in available); cancelled: by its user while pending.
 */
export const withdrawalSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  text: z.string(),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  memo: z.nullable(z.string()),
  amount: decimal,
  fee: decimal,
  receive_amount: decimal,
  status: z.enum(WITHDRAWAL_STATUSES),
  tx_hash: z.nullable(z.string()),
  fail_reason: z.nullable(z.string()),
  create_time_ms: timeMs,
  update_time_ms: timeMs,
});
export type Withdrawal = z.output<typeof withdrawalSchema>;

const withdrawalFallback: Withdrawal = {
  id: '0',
  text: '',
  currency: 'USDT',
  network: '',
  address: '',
  memo: null,
  amount: '0',
  fee: '0',
  receive_amount: '0',
  status: 'cancelled',
  tx_hash: null,
  fail_reason: null,
  create_time_ms: 0,
  update_time_ms: 0,
};

/**
 * What a withdrawal of `amount` (optional) of `currency` on `network` would be, before it is
 * confirmed: the network's fee and minimum, what would arrive, the balance available, the 24-hour
 * limit in USD by the user's KYC level, what the last 24 hours used and what remains (USD), that
 * remainder in the currency (at its USD price), and whether whitelist mode is on. 400 for a
 * currency or network the exchange does not offer. Fallback: null (the page shows no quote).
 */
export const withdrawQuoteSchema = z.object({
  currency: z.string(),
  network: z.string(),
  available: decimal,
  fee: decimal,
  min_amount: decimal,
  /** amount − fee for the asked amount ('0' when no amount was asked or it does not cover the fee) */
  receive_amount: decimal,
  memo_required: z.boolean(),
  kyc_level: z.string(),
  limit_usd_24h: decimal,
  used_usd_24h: decimal,
  remaining_usd_24h: decimal,
  /** the remaining limit in the currency ('0' when the currency has no price) */
  remaining_24h: decimal,
  whitelist_enabled: z.boolean(),
});
export type WithdrawQuote = z.output<typeof withdrawQuoteSchema>;

export const withdrawQuote = defineCall({
  method: 'GET',
  path: '/apiw/v2/wallet/withdraw/quote',
  request: z.strictObject({ currency: currencyField, network: networkField, amount: z.optional(positiveAmount) }),
  answer: ok(z.nullable(withdrawQuoteSchema)),
  fallback: { code: 0, message: '', data: null },
});

/**
 * Withdraws on-chain (CSRF, confirmed as above). Refused with 400 and a message naming the rule:
 * a currency or network not offered, an address not valid for the network (its checksum where it
 * has one), a memo missing where the network needs one or given where it has none, an amount with
 * more decimals than the network's, below the minimum, not above the fee, over what remains of the
 * 24-hour limit, over the available balance (`Insufficient balance`), an address not in the
 * address book while whitelist mode is on. 403 for an account the compliance rules close
 * withdrawals to (their message); a withdraw-only account may withdraw. `text` is the client's id:
 * the same `text` again answers the first withdrawal and withdraws nothing (a double click, a
 * retried request, also when both arrive at once). Answers the new withdrawal (pending).
 */
export const createWithdrawal = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/withdrawals',
  request: z.strictObject({
    currency: currencyField,
    network: networkField,
    address: addressField,
    memo: z.optional(memoField),
    amount: positiveAmount,
    ...confirmationFields,
    text: clientIdField,
  }),
  answer: ok(withdrawalSchema),
  fallback: { code: 0, message: '', data: withdrawalFallback },
});

/** The user's withdrawals, newest first, filtered by `currency` and `status`, paged (`page` from 1, `size` 1–100, default 20). Fallback: an empty page. */
export const listWithdrawals = defineCall({
  method: 'GET',
  path: '/apiw/v2/wallet/withdrawals',
  request: z.strictObject({
    currency: z.optional(currencyField),
    status: z.optional(z.enum(WITHDRAWAL_STATUSES, { error: unlessMissing(`status must be one of ${WITHDRAWAL_STATUSES.join(', ')}`) })),
    page: z.optional(pageField),
    size: z.optional(sizeField),
  }),
  answer: ok(pageOf(withdrawalSchema)),
  fallback: emptyPage,
});

/** Cancels one of the user's pending withdrawals (CSRF), the amount back in available; 404 for one that is not the user's or no longer pending. */
export const cancelWithdrawal = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/withdrawals/cancel',
  request: z.strictObject({ id: idField }),
  answer: ok(withdrawalSchema),
  fallback: { code: 0, message: '', data: withdrawalFallback },
});

/**
 * An instant internal transfer. `to_uid` and `to_email` are the recipient as the sender named
 * them (the other empty); `direction` from the caller's side.
 */
export const transferSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  text: z.string(),
  currency: z.string(),
  amount: decimal,
  to_uid: z.number().check(z.int()),
  create_time_ms: timeMs,
});
export type Transfer = z.output<typeof transferSchema>;

/**
 * Sends `amount` of `currency` to another user at once (CSRF, confirmed as above): `to` is their
 * UID (digits) or their email. Refused (400): oneself, an unknown recipient ("No account matches
 * this UID or email": asked only after the fund password and the code are accepted, and each such
 * refusal counts towards the confirmation's rate limit, so the call is no cheaper a way to learn
 * whether an email has an account than signing up with it), the 24-hour limit, the balance. 403
 * when the compliance rules close withdrawals to the caller. `text` as for withdrawals. Answers the
 * transfer; the recipient's balance already holds it and they get a notice.
 */
export const createTransfer = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/transfers',
  request: z.strictObject({
    to: z.string().check(z.minLength(1, 'Enter a UID or an email'), z.maxLength(254, 'to is too long')),
    currency: currencyField,
    amount: positiveAmount,
    ...confirmationFields,
    text: clientIdField,
  }),
  answer: ok(transferSchema),
  fallback: { code: 0, message: '', data: { id: '0', text: '', currency: 'USDT', amount: '0', to_uid: 0, create_time_ms: 0 } },
});

export const DEPOSIT_CODE_STATUSES = ['active', 'redeemed', 'cancelled'] as const;
export type DepositCodeStatus = (typeof DEPOSIT_CODE_STATUSES)[number];
/** A deposit code: DEPOSIT_CODE_LENGTH characters of A–Z and 2–7 (base32, 5 random bits each: 100 bits). */
export const DEPOSIT_CODE_LENGTH = 20;
export const DEPOSIT_CODE_PATTERN = /^[A-Z2-7]{20}$/;

/**
 * A deposit code as its creator sees it. The full code is answered once, when it is created
 * (`code`); it is stored hashed, so the list shows only its last four characters (`code_tail`).
 */
export const depositCodeSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  text: z.string(),
  currency: z.string(),
  amount: decimal,
  code_tail: z.string(),
  status: z.enum(DEPOSIT_CODE_STATUSES),
  create_time_ms: timeMs,
  update_time_ms: timeMs,
});
export type DepositCode = z.output<typeof depositCodeSchema>;
const codeFallback: DepositCode = {
  id: '0',
  text: '',
  currency: 'USDT',
  amount: '0',
  code_tail: '',
  status: 'cancelled',
  create_time_ms: 0,
  update_time_ms: 0,
};

/**
 * Takes `amount` of `currency` from the balance into a new one-time deposit code (CSRF, confirmed
 * as above; the 24-hour limit, the balance and compliance as for transfers; `text` as for
 * withdrawals: a retry answers the first code without its `code`, which only the first answer
 * carries). Answers the code with `code`: give it to the recipient, who redeems it on
 * `/myaccount/deposit_gatecode`.
 */
export const createDepositCode = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/codes',
  request: z.strictObject({ currency: currencyField, amount: positiveAmount, ...confirmationFields, text: clientIdField }),
  answer: ok(z.extend(depositCodeSchema, { code: z.nullable(z.string()) })),
  fallback: { code: 0, message: '', data: { ...codeFallback, code: null } },
});

/** The codes the user created, newest first, paged. Fallback: an empty page. */
export const listDepositCodes = defineCall({
  method: 'GET',
  path: '/apiw/v2/wallet/codes',
  request: z.strictObject({
    status: z.optional(z.enum(DEPOSIT_CODE_STATUSES, { error: unlessMissing('status must be active, redeemed or cancelled') })),
    page: z.optional(pageField),
    size: z.optional(sizeField),
  }),
  answer: ok(pageOf(depositCodeSchema)),
  fallback: emptyPage,
});

/** Cancels one of the user's active codes (CSRF), the amount back in available; 404 for a code that is not the user's or not active. */
export const cancelDepositCode = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/codes/cancel',
  request: z.strictObject({ id: idField }),
  answer: ok(depositCodeSchema),
  fallback: { code: 0, message: '', data: codeFallback },
});

/**
 * Redeems a deposit code (CSRF): its amount is credited to the caller at once. A code is used
 * exactly once, also when redeemed from several places at once. 404 ("This code is not valid")
 * for a code that does not exist, was redeemed or cancelled (a code is 100 random bits: guessing
 * one is hopeless); 400 for one's own code (cancel it instead). Answers the currency and amount credited.
 */
export const redeemDepositCode = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/codes/redeem',
  request: z.strictObject({
    code: z.pipe(
      z.string().check(z.maxLength(64, 'code is too long')),
      z.transform((v) => v.replace(/[\s-]/g, '').toUpperCase()),
    ),
  }),
  answer: ok(z.object({ currency: z.string(), amount: decimal })),
  fallback: { code: 0, message: '', data: { currency: 'USDT', amount: '0' } },
});

/** A saved withdrawal address. */
export const savedAddressSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  memo: z.nullable(z.string()),
  label: z.string(),
  create_time_ms: timeMs,
});
export type SavedAddress = z.output<typeof savedAddressSchema>;

/** The user's address book (optionally of one currency) and whether whitelist mode is on. Fallback: empty, off. */
export const addressBook = defineCall({
  method: 'GET',
  path: '/apiw/v2/wallet/address_book',
  request: z.strictObject({ currency: z.optional(currencyField) }),
  answer: ok(z.object({ list: z.array(savedAddressSchema), whitelist_enabled: z.boolean() })),
  fallback: { code: 0, message: '', data: { list: [], whitelist_enabled: false } },
});

/** The most addresses one user may save. */
export const ADDRESS_BOOK_MAX = 200;

/**
 * Saves an address (CSRF): validated for the network as a withdrawal's is (400), with a label.
 * Saving an address already saved (same currency, network, address and memo) is refused (400), as is
 * one more than ADDRESS_BOOK_MAX.
 */
export const addSavedAddress = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/address_book',
  request: z.strictObject({ currency: currencyField, network: networkField, address: addressField, memo: z.optional(memoField), label: labelField }),
  answer: ok(savedAddressSchema),
  fallback: { code: 0, message: '', data: { id: '0', currency: 'USDT', network: '', address: '', memo: null, label: '', create_time_ms: 0 } },
});

/** Removes a saved address (CSRF); 404 for one that is not the user's. */
export const removeSavedAddress = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/address_book/remove',
  request: z.strictObject({ id: idField }),
  answer: ok(z.object({ id: z.string() })),
  fallback: { code: 0, message: '', data: { id: '0' } },
});

/**
 * Turns whitelist mode on or off (CSRF, confirmed as above). While on, withdrawals go only to
 * addresses in the address book. Answers the new state.
 */
export const setWithdrawWhitelist = defineCall({
  method: 'POST',
  path: '/apiw/v2/wallet/address_book/whitelist',
  request: z.strictObject({
    enabled: z.enum(['true', 'false'], { error: unlessMissing('enabled must be true or false') }),
    ...confirmationFields,
  }),
  answer: ok(z.object({ whitelist_enabled: z.boolean() })),
  fallback: { code: 0, message: '', data: { whitelist_enabled: false } },
});
