import type { ApiError } from '@/lib/api/client';
import type { DepositCode, SavedAddress, Transfer, Withdrawal, WithdrawQuote } from '@exchange/contract/withdraw';

/** A call's outcome as the pages use it: the data, or the API's refusal. */
export type Outcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ApiError };

/** The second factor of a confirmation: an authenticator code or a passkey's assertion (one of them). */
export interface Factor {
  readonly totp?: string;
  readonly passkey?: string;
}

/** The confirmation every money-out call carries: the fund password and one second factor. */
export interface Confirmation extends Factor {
  readonly fundpass: string;
  /** the attempt's client id (client-id.ts) */
  readonly text: string;
}

export interface WithdrawApi {
  quote(currency: string, network: string): Promise<WithdrawQuote | null>;
  list(currency: string): Promise<Withdrawal[]>;
  withdraw(input: { currency: string; network: string; address: string; memo: string; amount: string } & Confirmation): Promise<Outcome<Withdrawal>>;
  cancel(id: string): Promise<Outcome<Withdrawal>>;
  book(currency: string): Promise<{ list: SavedAddress[]; whitelist_enabled: boolean }>;
  save(input: { currency: string; network: string; address: string; memo: string; label: string }): Promise<Outcome<SavedAddress>>;
  remove(id: string): Promise<Outcome<{ id: string }>>;
  whitelist(enabled: boolean, confirmation: Omit<Confirmation, 'text'>): Promise<Outcome<{ whitelist_enabled: boolean }>>;
  transfer(input: { to: string; currency: string; amount: string } & Confirmation): Promise<Outcome<Transfer>>;
  createCode(input: { currency: string; amount: string } & Confirmation): Promise<Outcome<DepositCode & { code: string | null }>>;
  codes(): Promise<DepositCode[]>;
  cancelCode(id: string): Promise<Outcome<DepositCode>>;
}

type Result<T> = { ok: true; data: { data: T } } | { ok: false; error: ApiError };

function outcome<T>(result: Result<T>): Outcome<T> {
  return result.ok ? { ok: true, data: result.data.data } : { ok: false, error: result.error };
}

/** A read that failed throws, so react-query keeps what the page showed. */
function read<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error.message || `HTTP ${result.error.status}`);
  return result.data.data;
}

let loaded: Promise<WithdrawApi> | undefined;

/**
 * The money-out calls (packages/contract/src/withdraw.ts) through the one API client (CSRF,
 * timeouts, the contract's parsing), loaded on first use so the schemas stay off the first load.
 */
export function loadWithdrawApi(): Promise<WithdrawApi> {
  loaded ??= Promise.all([import('@/lib/api/browser'), import('@exchange/contract/withdraw')]).then(([client, calls]) => {
    const { browserRequest: call } = client;
    return {
      quote: async (currency, network) => read(await call(calls.withdrawQuote, { currency, network })),
      list: async (currency) => read(await call(calls.listWithdrawals, { currency, page: '1', size: '20' })).list,
      withdraw: async ({ memo, ...input }) => outcome(await call(calls.createWithdrawal, { ...input, ...(memo ? { memo } : {}) })),
      cancel: async (text) => outcome(await call(calls.cancelWithdrawal, { id: text })),
      book: async (currency) => read(await call(calls.addressBook, { currency })),
      save: async ({ memo, ...input }) => outcome(await call(calls.addSavedAddress, { ...input, ...(memo ? { memo } : {}) })),
      remove: async (text) => outcome(await call(calls.removeSavedAddress, { id: text })),
      whitelist: async (enabled, confirmation) => outcome(await call(calls.setWithdrawWhitelist, { enabled: enabled ? 'true' : 'false', ...confirmation })),
      transfer: async (input) => outcome(await call(calls.createTransfer, input)),
      createCode: async (input) => outcome(await call(calls.createDepositCode, input)),
      codes: async () => read(await call(calls.listDepositCodes, { page: '1', size: '20' })).list,
      cancelCode: async (text) => outcome(await call(calls.cancelDepositCode, { id: text })),
    } satisfies WithdrawApi;
  });
  return loaded;
}

/** The pages' query keys: a change reads everything under `all` again. */
export const withdrawKeys = {
  all: ['withdraw'] as const,
  quote: (currency: string, network: string) => ['withdraw', 'quote', currency, network] as const,
  /** every network's quote of a currency */
  quotes: (currency: string) => ['withdraw', 'quote', currency] as const,
  list: (currency: string) => ['withdraw', 'list', currency] as const,
  book: (currency: string) => ['withdraw', 'book', currency] as const,
  codes: ['withdraw', 'codes'] as const,
};
