import { Hono, type Context } from 'hono';
import { ErrorCode } from '@exchange/contract/errors';
import {
  addSavedAddress,
  addressBook,
  cancelDepositCode,
  cancelWithdrawal,
  createDepositCode,
  createTransfer,
  createWithdrawal,
  listDepositCodes,
  listWithdrawals,
  redeemDepositCode,
  removeSavedAddress,
  setWithdrawWhitelist,
  withdrawQuote,
} from '@exchange/contract/withdraw';
import { DEPOSIT_CODE_PATTERN } from '@exchange/contract/withdraw';
import { cmp, normal, sub } from '@exchange/decimal/text';
import { DEPOSIT_CLOSED_MESSAGES, WITHDRAW_CLOSED_MESSAGE, depositClosedFor, withdrawClosedFor } from '../domain/compliance';
import { checkFundPassAndCode, type SpendConfirmation } from '../domain/fundPassword';
import { moneyOutHeldMessage, moneyOutHeldUntil } from '../domain/identity/passwordHold';
import { readAddressBook, removeAddress, saveAddress, setWhitelist } from '../domain/wallet/addressBook';
import { cancelCode, createCode, listCodes, redeemCode } from '../domain/wallet/codes';
import { checkDestination, checkWithdrawAmount, outNetwork } from '../domain/wallet/outNetworks';
import { outLimitOf, remainingIn, tooManyPlaces, usdPriceOf } from '../domain/wallet/outRules';
import { isSelf, recipientOf, transfer } from '../domain/wallet/transfers';
import { cancelUserWithdrawal, listUserWithdrawals, placeWithdrawal, toWithdrawal, type Refused } from '../domain/wallet/withdrawals';
import { readBalances } from '../domain/spot';
import { clearFundPassFailures } from '../security/rateLimit';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError, fundPassRefused, invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { relyingPartyOf } from '../http/relyingParty';
import { requireUser } from '../security/auth';
import type { SessionUser } from '../security/sessions';

/** Decimals an internal transfer or a code may carry. */
const INTERNAL_DECIMALS = 8;
const DEFAULT_PAGE_SIZE = 20;

/** A confirmed change's outcome, or its refusal: `usedCode` when its second factor (`factor`) was used meanwhile. */
function refusedOrThrow<T extends { ok: true }>(result: T | Refused, factor: Confirmed['kind']): T {
  if (result.ok) return result;
  if (result.refused === 'usedCode') throw fundPassRefused({ refused: 'wrongFundPassOrCode', factor });
  throw invalidInput(result.message);
}

/** An accepted confirmation: its kind of second factor, and what uses it up in the change's transaction. */
interface Confirmed {
  kind: 'totp' | 'passkey';
  spend: SpendConfirmation;
}

/** Refuses (403, `restricted`) a caller whose compliance rule closes money out (domain/compliance.ts withdrawClosedFor). */
async function refuseClosedWithdrawals(c: Context<AppEnv>, session: SessionUser): Promise<void> {
  if (await withdrawClosedFor(c.var.db, { siteKey: c.var.site.key, account: session.user, location: c.var.location })) {
    throw new ApiError(403, ErrorCode.restricted, WITHDRAW_CLOSED_MESSAGE);
  }
}

/** Refuses (403, `restricted`) money out while it is held after a password change or reset (domain/identity/passwordHold.ts). */
function refuseHeldMoneyOut(c: Context<AppEnv>, session: SessionUser): void {
  const until = moneyOutHeldUntil(session.user.passwordChangedAt, c.var.now());
  if (until) throw new ApiError(403, ErrorCode.restricted, moneyOutHeldMessage(until));
}

/**
 * The fund password and a second factor (an authenticator code or a passkey) confirm the request:
 * answers what uses the factor up in the change's transaction, or throws the refusal.
 */
async function confirmed(
  c: Context<AppEnv>,
  session: SessionUser,
  input: { fundpass: string; totp?: string | undefined; passkey?: string | undefined },
): Promise<Confirmed> {
  const { fundpass, totp, passkey } = input;
  const checked = await checkFundPassAndCode(c.var.db, session.user, { fundpass, totp, passkey, now: c.var.now(), rp: relyingPartyOf(c) });
  if (!checked.ok) throw fundPassRefused(checked);
  return checked;
}

/** An internal amount's decimals and a listed currency with a price. */
async function checkInternal(c: Context<AppEnv>, currency: string, amount: string): Promise<string> {
  const places = tooManyPlaces(amount, INTERNAL_DECIMALS, currency);
  if (places) throw invalidInput(places);
  if ((await usdPriceOf(c.var.db, currency)) === null) throw invalidInput(`${currency} cannot be transferred`);
  return normal(amount);
}

/**
 * Money out (packages/contract/src/withdraw.ts, docs/WALLET.md "Money out"): withdrawals and
 * their quote, internal transfers, deposit codes, the address book and whitelist mode. Every call
 * needs a login; every POST CSRF. Input is checked before the confirmation is asked, so a typo
 * costs no attempt; the confirmation's second factor is spent in the transaction of the change.
 */
export function withdrawRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, withdrawQuote, async (c) => {
    const { user } = requireUser(c);
    const input = await readInput(c, withdrawQuote);
    const found = await outNetwork(c.var.db, input.currency, input.network);
    if (!found.ok) throw invalidInput(found.message);
    const cn = found.value;
    const now = c.var.now();
    const [limit, usd, [balance], book] = await Promise.all([
      outLimitOf(c.var.db, user, now),
      usdPriceOf(c.var.db, cn.currency),
      readBalances(c.var.db, user.id, [cn.currency]),
      readAddressBook(c.var.db, user.id, cn.currency),
    ]);
    const receive = input.amount !== undefined && cmp(input.amount, cn.withdrawFee) > 0 ? normal(sub(input.amount, cn.withdrawFee)) : '0';
    return answer(c, withdrawQuote, {
      code: 0,
      message: '',
      data: {
        currency: cn.currency,
        network: cn.network.id,
        available: balance?.available ?? '0',
        fee: cn.withdrawFee,
        min_amount: cn.minWithdraw,
        receive_amount: receive,
        memo_required: cn.network.memo === 'required',
        kyc_level: limit.level,
        limit_usd_24h: limit.limitUsd,
        used_usd_24h: limit.usedUsd,
        remaining_usd_24h: limit.remainingUsd,
        remaining_24h: usd === null ? '0' : remainingIn(limit.remainingUsd, usd, cn.decimals),
        whitelist_enabled: book.whitelistEnabled,
      },
    });
  });

  serve(app, createWithdrawal, async (c) => {
    const session = requireUser(c);
    const input = await readInput(c, createWithdrawal);
    await refuseClosedWithdrawals(c, session);
    refuseHeldMoneyOut(c, session);
    const found = await outNetwork(c.var.db, input.currency, input.network);
    if (!found.ok) throw invalidInput(found.message);
    const destination = checkDestination(found.value, input.address, input.memo);
    if (!destination.ok) throw invalidInput(destination.message);
    const amount = checkWithdrawAmount(found.value, input.amount);
    if (!amount.ok) throw invalidInput(amount.message);
    const { kind, spend } = await confirmed(c, session, input);
    const placed = refusedOrThrow(
      await placeWithdrawal(c.var.db, {
        user: session.user,
        network: found.value,
        address: destination.value.address,
        memo: destination.value.memo,
        amount: amount.value,
        clientId: input.text,
        spend,
        now: c.var.now(),
      }),
      kind,
    );
    if (placed.created) await clearFundPassFailures(c.var.db, session.user.id);
    return answer(c, createWithdrawal, { code: 0, message: '', data: toWithdrawal(placed.row) });
  });

  serve(app, listWithdrawals, async (c) => {
    const { user } = requireUser(c);
    const { currency, status, page = 1, size = DEFAULT_PAGE_SIZE } = await readInput(c, listWithdrawals);
    return answer(c, listWithdrawals, { code: 0, message: '', data: await listUserWithdrawals(c.var.db, user.id, { currency, status, page, size }) });
  });

  serve(app, cancelWithdrawal, async (c) => {
    const { user } = requireUser(c);
    const { id } = await readInput(c, cancelWithdrawal);
    const row = await cancelUserWithdrawal(c.var.db, user.id, id, c.var.now());
    if (!row) throw new ApiError(404, ErrorCode.notFound, 'No pending withdrawal of yours has this id');
    return answer(c, cancelWithdrawal, { code: 0, message: '', data: toWithdrawal(row) });
  });

  serve(app, createTransfer, async (c) => {
    const session = requireUser(c);
    const input = await readInput(c, createTransfer);
    await refuseClosedWithdrawals(c, session);
    refuseHeldMoneyOut(c, session);
    const recipient = recipientOf(input.to);
    if (isSelf(recipient, session.user)) throw invalidInput('You cannot transfer to yourself');
    const amount = await checkInternal(c, input.currency, input.amount);
    const { kind, spend } = await confirmed(c, session, input);
    const sent = await transfer(c.var.db, { user: session.user, recipient, currency: input.currency, amount, clientId: input.text, spend, now: c.var.now() });
    // an unknown recipient keeps the attempt counted (the rate limit bounds how often anyone can ask)
    if (!sent.ok && sent.refused === 'unknownRecipient') throw invalidInput('No account matches this UID or email');
    const done = refusedOrThrow(sent, kind);
    if (done.created) await clearFundPassFailures(c.var.db, session.user.id);
    return answer(c, createTransfer, { code: 0, message: '', data: done.transfer });
  });

  serve(app, createDepositCode, async (c) => {
    const session = requireUser(c);
    const input = await readInput(c, createDepositCode);
    await refuseClosedWithdrawals(c, session);
    refuseHeldMoneyOut(c, session);
    const amount = await checkInternal(c, input.currency, input.amount);
    const { kind, spend } = await confirmed(c, session, input);
    const made = refusedOrThrow(
      await createCode(c.var.db, { user: session.user, currency: input.currency, amount, clientId: input.text, spend, now: c.var.now() }),
      kind,
    );
    if (made.created) await clearFundPassFailures(c.var.db, session.user.id);
    return answer(c, createDepositCode, { code: 0, message: '', data: made.code });
  });

  serve(app, listDepositCodes, async (c) => {
    const { user } = requireUser(c);
    const { status, page = 1, size = DEFAULT_PAGE_SIZE } = await readInput(c, listDepositCodes);
    return answer(c, listDepositCodes, { code: 0, message: '', data: await listCodes(c.var.db, user.id, { status, page, size }) });
  });

  serve(app, cancelDepositCode, async (c) => {
    const { user } = requireUser(c);
    const { id } = await readInput(c, cancelDepositCode);
    const code = await cancelCode(c.var.db, user.id, id, c.var.now());
    if (!code) throw new ApiError(404, ErrorCode.notFound, 'No active code of yours has this id');
    return answer(c, cancelDepositCode, { code: 0, message: '', data: code });
  });

  serve(app, redeemDepositCode, async (c) => {
    const { user } = requireUser(c);
    const { code } = await readInput(c, redeemDepositCode);
    // a code is a deposit: the rule that closes deposit addresses (wallet.ts) closes redemption too
    const closed = await depositClosedFor(c.var.db, { siteKey: c.var.site.key, account: user, location: c.var.location });
    if (closed !== null) throw new ApiError(403, ErrorCode.restricted, DEPOSIT_CLOSED_MESSAGES[closed]);
    if (!DEPOSIT_CODE_PATTERN.test(code)) throw new ApiError(404, ErrorCode.notFound, 'This code is not valid');
    const redeemed = await redeemCode(c.var.db, user, code, c.var.now());
    if (!redeemed.ok) {
      if (redeemed.refused === 'own') throw invalidInput('This is your own code: cancel it to get the amount back');
      throw new ApiError(404, ErrorCode.notFound, 'This code is not valid');
    }
    return answer(c, redeemDepositCode, { code: 0, message: '', data: { currency: redeemed.currency, amount: redeemed.amount } });
  });

  serve(app, addressBook, async (c) => {
    const { user } = requireUser(c);
    const { currency } = await readInput(c, addressBook);
    const book = await readAddressBook(c.var.db, user.id, currency);
    return answer(c, addressBook, { code: 0, message: '', data: { list: book.list, whitelist_enabled: book.whitelistEnabled } });
  });

  serve(app, addSavedAddress, async (c) => {
    const { user } = requireUser(c);
    const input = await readInput(c, addSavedAddress);
    const found = await outNetwork(c.var.db, input.currency, input.network);
    if (!found.ok) throw invalidInput(found.message);
    const destination = checkDestination(found.value, input.address, input.memo);
    if (!destination.ok) throw invalidInput(destination.message);
    const label = input.label.trim();
    if (label === '') throw invalidInput('Enter a label');
    const saved = await saveAddress(c.var.db, user.id, { currency: input.currency, network: input.network, ...destination.value, label }, c.var.now());
    if (!saved.ok)
      throw invalidInput(saved.refused === 'full' ? 'Your address book is full: remove an address first' : 'This address is already in your address book');
    return answer(c, addSavedAddress, { code: 0, message: '', data: saved.address });
  });

  serve(app, removeSavedAddress, async (c) => {
    const { user } = requireUser(c);
    const { id } = await readInput(c, removeSavedAddress);
    if (!(await removeAddress(c.var.db, user.id, id))) throw new ApiError(404, ErrorCode.notFound, 'No saved address of yours has this id');
    return answer(c, removeSavedAddress, { code: 0, message: '', data: { id: String(id) } });
  });

  serve(app, setWithdrawWhitelist, async (c) => {
    const session = requireUser(c);
    const input = await readInput(c, setWithdrawWhitelist);
    const { kind, spend } = await confirmed(c, session, input);
    const enabled = input.enabled === 'true';
    if (!(await setWhitelist(c.var.db, session.user.id, enabled, spend))) throw fundPassRefused({ refused: 'wrongFundPassOrCode', factor: kind });
    await clearFundPassFailures(c.var.db, session.user.id);
    return answer(c, setWithdrawWhitelist, { code: 0, message: '', data: { whitelist_enabled: enabled } });
  });

  return app;
}
