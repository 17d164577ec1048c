import { Hono } from 'hono';
import type { CurrencyNetwork } from '@exchange/chain/networks';
import { ErrorCode } from '@exchange/contract/errors';
import { STATEMENT_CSV_COLUMNS, STATEMENT_CSV_MAX, STATEMENT_PAGE_SIZE, accountStatement, accountStatementCsv } from '@exchange/contract/statement';
import { DEPOSITS_PAGE_SIZE, depositAddress, devChainDeposit, myDeposits, walletNetworks, type WalletNetwork } from '@exchange/contract/wallet';
import { DEPOSIT_CLOSED_MESSAGES, depositClosedFor } from '../domain/compliance';
import { depositAddressOf, listedCurrency, networksOfListed } from '../domain/wallet/addresses';
import { csvText } from '../domain/wallet/csv';
import { listDeposits, sendToAddress } from '../domain/wallet/deposits';
import { readStatement, type StatementFilter } from '../domain/wallet/statement';
import { answer, serve } from '../http/answer';
import type { WalletOptions } from '../http/devChain';
import type { AppEnv } from '../http/env';
import { ApiError, invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';

function toNetwork(cn: CurrencyNetwork): WalletNetwork {
  const n = cn.network;
  return {
    network: n.id,
    name: n.name,
    protocol: n.protocol,
    address_kind: n.addressKind,
    memo: n.memo,
    memo_name: n.memoName,
    confirmations: n.confirmations,
    block_seconds: n.blockSeconds,
    min_deposit: cn.minDeposit,
    min_withdraw: cn.minWithdraw,
    withdraw_fee: cn.withdrawFee,
    decimals: cn.decimals,
  };
}

function checkRange(filter: StatementFilter): void {
  if (filter.from !== undefined && filter.to !== undefined && filter.from > filter.to) throw invalidInput('from must not be after to');
}

/**
 * Money in (packages/contract/src/wallet.ts, docs/WALLET.md): a currency's networks (public), the
 * user's deposit address and deposits (logged in), and the DEV_CHAIN simulated deposit; and the
 * user's statement (contract statement.ts) as pages and as a CSV file.
 */
export function walletRoutes(options: WalletOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, walletNetworks, async (c) => {
    const { currency } = await readInput(c, walletNetworks);
    const list = await networksOfListed(c.var.db, currency);
    if (list.length === 0) throw new ApiError(404, ErrorCode.notFound, `Unknown currency: ${currency}`);
    return answer(c, walletNetworks, { code: 0, message: '', data: list.map(toNetwork) });
  });

  serve(app, depositAddress, async (c) => {
    const user = requireUser(c);
    const { currency, network } = await readInput(c, depositAddress);
    const closed = await depositClosedFor(c.var.db, { siteKey: c.var.site.key, account: user.user, location: c.var.location });
    if (closed !== null) throw new ApiError(403, ErrorCode.restricted, DEPOSIT_CLOSED_MESSAGES[closed]);
    const stored = await depositAddressOf(c.var.db, options.depositSecret, user.user.id, currency, network, c.var.now());
    if (!stored) {
      const known = (await listedCurrency(c.var.db, currency)) !== null;
      throw new ApiError(404, ErrorCode.notFound, known ? `${currency} cannot be deposited on ${network}` : `Unknown currency: ${currency}`);
    }
    return answer(c, depositAddress, {
      code: 0,
      message: '',
      data: {
        currency,
        network,
        address: stored.address,
        memo: stored.memo === '' ? null : stored.memo,
        min_deposit: stored.network.minDeposit,
        confirmations: stored.network.network.confirmations,
      },
    });
  });

  serve(app, myDeposits, async (c) => {
    const user = requireUser(c);
    const { currency, status, page = 1, size = DEPOSITS_PAGE_SIZE } = await readInput(c, myDeposits);
    const found = await listDeposits(c.var.db, user.user.id, { currency, status, page, size });
    return answer(c, myDeposits, { code: 0, message: '', data: { ...found, page, size } });
  });

  serve(app, devChainDeposit, async (c) => {
    if (!options.devChain) throw new ApiError(404, ErrorCode.notFound, 'Not found');
    const input = await readInput(c, devChainDeposit);
    const sent = await sendToAddress(
      c.var.db,
      { network: input.network, address: input.address, memo: input.memo ?? '', amount: input.amount, txHash: input.tx_hash },
      c.var.now(),
    );
    if (sent.ok) return answer(c, devChainDeposit, { code: 0, message: '', data: sent.deposit });
    if (sent.refused === 'invalid') throw invalidInput(sent.message);
    throw new ApiError(
      404,
      ErrorCode.notFound,
      sent.refused === 'unknownNetwork' ? `Unknown network: ${input.network}` : 'No deposit address of this exchange',
    );
  });

  serve(app, accountStatement, async (c) => {
    const user = requireUser(c);
    const { page = 1, size = STATEMENT_PAGE_SIZE, ...filter } = await readInput(c, accountStatement);
    checkRange(filter);
    const found = await readStatement(c.var.db, user.user.id, filter, { offset: (page - 1) * size, limit: size });
    return answer(c, accountStatement, { code: 0, message: '', data: { ...found, page, size } });
  });

  serve(app, accountStatementCsv, async (c) => {
    const user = requireUser(c);
    const filter = await readInput(c, accountStatementCsv);
    checkRange(filter);
    const { list } = await readStatement(c.var.db, user.user.id, filter, { offset: 0, limit: STATEMENT_CSV_MAX });
    const rows = list.map((r) => [
      new Date(r.time_ms).toISOString(),
      r.type,
      r.currency,
      r.amount,
      r.balance,
      r.pair,
      r.side,
      r.price,
      r.network,
      r.tx_hash,
      r.address,
      r.counterparty_uid === null ? null : String(r.counterparty_uid),
      r.id,
    ]);
    const day = c.var.now().toISOString().slice(0, 10).replaceAll('-', '');
    return c.body(csvText(STATEMENT_CSV_COLUMNS, rows), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="statement-${day}.csv"`,
      'cache-control': 'no-store',
    });
  });

  return app;
}
