import { describe, expect, it } from 'vitest';
import { decodeUpdate } from '@exchange/contract/define-stream';
import { noticeTicket } from '@exchange/contract/herald';
import { STREAMS, walletWithdrawals } from '@exchange/contract/streams';
import { cancelWithdrawal, createWithdrawal, type Withdrawal } from '@exchange/contract/withdraw';
import { WithdrawalProcessor } from './withdrawals';
import { call } from '../../test/http';
import { useLiveServer, type LiveClient } from '../../test/liveServer';
import { ADDRESSES, DEMO_FUND_PASSWORD, newWalletUser, totpAt } from '../../test/wallet';

/**
 * `wallet.withdrawals` end to end: a ticket, a socket, withdrawals requested over HTTP and the
 * processor stepped by hand. A connection hears its own user's withdrawals only: each user's last
 * change is a marker, and NOTIFYs arrive in order, so whatever else a socket would receive has
 * arrived before its marker.
 */

// the hub redeems tickets by the real clock: start there
let clock = Date.now();
const live = useLiveServer({ app: { now: () => new Date(clock) } });

let emails = 0;
const user = () => newWalletUser(live.app, live.handle.db, `withdraw-stream-${(emails += 1)}@test.example`, { USDT: '100' });
const send = (client: LiveClient, message: object) => client.ws.send(JSON.stringify({ time: 1, ...message }));

async function subscribe(client: LiveClient, cookies: Record<string, string>, id: number): Promise<Record<string, unknown>> {
  const ticket = noticeTicket.answer.parse((await call(live.app, noticeTicket.path, { form: {}, cookies })).json).data.ticket;
  send(client, { id, channel: 'wallet.withdrawals', event: 'subscribe', payload: [ticket] });
  return client.next((m) => m.id === id);
}

let texts = 0;
async function withdraw(cookies: Record<string, string>): Promise<Withdrawal> {
  clock += 30_000; // a fresh authenticator step
  const form = {
    currency: 'USDT',
    network: 'TRX',
    address: ADDRESSES.TRX,
    amount: '20',
    fundpass: DEMO_FUND_PASSWORD,
    totp: totpAt(new Date(clock)),
    text: `t-s${(texts += 1)}`,
  };
  return createWithdrawal.answer.parse((await call(live.app, createWithdrawal.path, { form, cookies })).json).data;
}

function received(client: LiveClient): Withdrawal[] {
  const out: Withdrawal[] = [];
  for (const m of client.messages) {
    const d = decodeUpdate(STREAMS, m);
    if (d?.stream === walletWithdrawals) out.push(d.result as Withdrawal);
  }
  return out;
}

describe('wallet.withdrawals', () => {
  it('pushes each change of a user’s withdrawal to that user’s connections only', async () => {
    const alice = await user();
    const bob = await user();
    const a = await live.connect('/ws/spot');
    const b = await live.connect('/ws/spot');
    expect(await subscribe(a, alice.cookies, 1)).toMatchObject({ error: null, result: { status: 'success' } });
    expect(await subscribe(b, bob.cookies, 1)).toMatchObject({ error: null });

    const processor = new WithdrawalProcessor(live.handle.db, { pendingMs: 0, processingMs: 0, batch: 50 });
    const sent = await withdraw(alice.cookies);
    const dropped = await withdraw(alice.cookies);
    await call(live.app, cancelWithdrawal.path, { form: { id: dropped.id }, cookies: alice.cookies });
    await processor.advance(clock);
    await processor.advance(clock);
    await a.next(() => received(a).some((w) => w.id === sent.id && w.status === 'completed'));
    const marker = await withdraw(bob.cookies);
    await b.next(() => received(b).some((w) => w.id === marker.id));

    expect(received(a).map((w) => [w.id, w.status])).toEqual([
      [sent.id, 'pending'],
      [dropped.id, 'pending'],
      [dropped.id, 'cancelled'],
      [sent.id, 'processing'],
      [sent.id, 'completed'],
    ]);
    expect(received(b).map((w) => w.id)).toEqual([marker.id]);
    a.ws.close();
    b.ws.close();
  });
});
