import { describe, expect, it } from 'vitest';
import { decodeUpdate } from '@exchange/contract/define-stream';
import { noticeTicket } from '@exchange/contract/herald';
import { STREAMS, walletDeposits } from '@exchange/contract/streams';
import { depositAddress, devChainDeposit, type Deposit } from '@exchange/contract/wallet';
import { networkById } from '@exchange/chain/networks';
import { ChainSimulator } from './chain';
import { call } from '../../test/http';
import { useLiveServer, type LiveClient } from '../../test/liveServer';
import { newTrader } from '../../test/traders';

/**
 * `wallet.deposits` end to end: a ticket, a socket, a deposit sent with the DEV_CHAIN call and
 * the chain simulator stepped by hand. A connection hears its own user's deposits only: each
 * user's last change is a marker, and NOTIFYs arrive in order, so whatever else a socket would
 * receive has arrived before its marker.
 */

// the hub redeems tickets by the real clock: start there
let clock = Date.now();
const live = useLiveServer({ app: { devChain: true, now: () => new Date(clock) } });

let emails = 0;
const trader = () => newTrader(live.app, live.handle.db, `deposit-stream-${(emails += 1)}@test.example`, {});
const send = (client: LiveClient, message: object) => client.ws.send(JSON.stringify({ time: 1, ...message }));

async function subscribe(client: LiveClient, cookies: Record<string, string>, id: number): Promise<Record<string, unknown>> {
  const ticket = noticeTicket.answer.parse((await call(live.app, noticeTicket.path, { form: {}, cookies })).json).data.ticket;
  send(client, { id, channel: 'wallet.deposits', event: 'subscribe', payload: [ticket] });
  return client.next((m) => m.id === id);
}

async function deposit(cookies: Record<string, string>, amount: string): Promise<Deposit> {
  const addr = depositAddress.answer.parse((await call(live.app, depositAddress.path, { form: { currency: 'USDT', network: 'TON' }, cookies })).json).data;
  const res = await call(live.app, devChainDeposit.path, { form: { network: 'TON', address: addr?.address ?? '', memo: addr?.memo ?? '', amount } });
  return devChainDeposit.answer.parse(res.json).data;
}

function received(client: LiveClient): { deposits: Deposit[]; seqs: number[] } {
  const deposits: Deposit[] = [];
  const seqs: number[] = [];
  for (const m of client.messages) {
    const d = decodeUpdate(STREAMS, m);
    if (d?.stream !== walletDeposits) continue;
    deposits.push(d.result as Deposit);
    seqs.push(d.seq);
  }
  return { deposits, seqs };
}

describe('wallet.deposits', () => {
  it('pushes each change of a user’s deposit to that user’s connections only: pending, then confirmed', async () => {
    const alice = await trader();
    const bob = await trader();
    const a = await live.connect('/ws/spot');
    const b = await live.connect('/ws/spot');
    expect(await subscribe(a, alice.cookies, 1)).toMatchObject({ error: null, result: { status: 'success' } });
    expect(await subscribe(b, bob.cookies, 1)).toMatchObject({ error: null });

    const sent = await deposit(alice.cookies, '40');
    await a.next(() => received(a).deposits.some((d) => d.id === sent.id));
    // TON needs one confirmation: one block later it is credited
    clock += (networkById('TON')?.blockSeconds ?? 1) * 1000 * 2;
    expect(await new ChainSimulator(live.handle.db).step(clock)).toBe(1);
    await a.next(() => received(a).deposits.some((d) => d.status === 'confirmed'));
    // bob's marker
    const marker = await deposit(bob.cookies, '7');
    await b.next(() => received(b).deposits.some((d) => d.id === marker.id));

    const ofA = received(a);
    expect(ofA.deposits.map((d) => [d.id, d.status, d.confirmations])).toEqual([
      [sent.id, 'pending', 0],
      [sent.id, 'confirmed', 1],
    ]);
    expect(ofA.seqs).toEqual([1, 2]);
    expect(received(b).deposits.map((d) => d.id)).toEqual([marker.id]);
    a.ws.close();
    b.ws.close();
  });

  it('refuses a used or made-up ticket (error 16) and stops on unsubscribe', async () => {
    const carol = await trader();
    const c = await live.connect('/ws/spot');
    send(c, { id: 1, channel: 'wallet.deposits', event: 'subscribe', payload: ['made-up'] });
    expect(await c.next((m) => m.id === 1)).toMatchObject({ error: { code: 16 } });
    send(c, { id: 2, channel: 'wallet.deposits', event: 'subscribe', payload: [] });
    expect(await c.next((m) => m.id === 2)).toMatchObject({ error: { code: 2 } });
    expect(await subscribe(c, carol.cookies, 3)).toMatchObject({ error: null });
    send(c, { id: 4, channel: 'wallet.deposits', event: 'unsubscribe', payload: [] });
    expect(await c.next((m) => m.id === 4)).toMatchObject({ error: null });
    await deposit(carol.cookies, '5');
    // a second connection of the same user makes the marker: nothing of the first deposit came to the first before it
    const again = await live.connect('/ws/spot');
    await subscribe(again, carol.cookies, 1);
    const marker = await deposit(carol.cookies, '6');
    await again.next(() => received(again).deposits.some((d) => d.id === marker.id));
    expect(received(c).deposits).toEqual([]);
    c.ws.close();
    again.ws.close();
  });
});
