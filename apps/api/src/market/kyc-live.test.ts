import { describe, expect, it } from 'vitest';
import { decodeUpdate } from '@exchange/contract/define-stream';
import { noticeTicket } from '@exchange/contract/herald';
import { applyKyc, type KycUpdate } from '@exchange/contract/kyc-apply';
import { STREAMS, userKyc } from '@exchange/contract/streams';
import { KycReviewer } from './kycReviewer';
import { call } from '../../test/http';
import { kycForm } from '../../test/kyc';
import { useLiveServer, type LiveClient } from '../../test/liveServer';
import { newTrader } from '../../test/traders';

/**
 * `user.kyc` end to end: a ticket, a socket, an application over HTTP and the reviewer stepped by
 * hand. A connection hears its own user's application only (the other user's last change is the
 * marker that whatever else would have arrived has).
 */

// the hub redeems tickets by the real clock: start there
let clock = Date.now();
const live = useLiveServer({ app: { now: () => new Date(clock), kycReviewDelayMs: 1_000 } });
const send = (client: LiveClient, message: object) => client.ws.send(JSON.stringify({ time: 1, ...message }));

async function subscribe(client: LiveClient, cookies: Record<string, string>): Promise<Record<string, unknown>> {
  const ticket = noticeTicket.answer.parse((await call(live.app, noticeTicket.path, { form: {}, cookies })).json).data.ticket;
  send(client, { id: 1, channel: userKyc.channel, event: 'subscribe', payload: [ticket] });
  return client.next((m) => m.id === 1);
}

function received(client: LiveClient): KycUpdate[] {
  return client.messages.flatMap((m) => {
    const d = decodeUpdate(STREAMS, m);
    return d?.stream === userKyc ? [d.result as KycUpdate] : [];
  });
}

describe('user.kyc', () => {
  it('pushes the application as it is made and reviewed, with the new verified code, to its user only', async () => {
    const alice = await newTrader(live.app, live.handle.db, 'kyc-live-a@test.example', {});
    const bob = await newTrader(live.app, live.handle.db, 'kyc-live-b@test.example', {});
    const a = await live.connect('/ws/spot');
    const b = await live.connect('/ws/spot');
    expect(await subscribe(a, alice.cookies)).toMatchObject({ error: null, result: { status: 'success' } });
    expect(await subscribe(b, bob.cookies)).toMatchObject({ error: null });

    expect((await call(live.app, applyKyc.path, { cookies: alice.cookies, multipart: kycForm({}, {}, 90) })).status).toBe(200);
    clock += 1_000;
    await new KycReviewer(live.handle.db, null).advance(clock);
    await a.next(() => received(a).some((u) => u.application.status === 'approved'));
    expect((await call(live.app, applyKyc.path, { cookies: bob.cookies, multipart: kycForm({}, {}, 91) })).status).toBe(200);
    await b.next(() => received(b).length > 0);

    expect(received(a).map((u) => [u.application.status, u.verified])).toEqual([
      ['pending', 0],
      ['approved', 2],
    ]);
    expect(received(b).map((u) => u.application.status)).toEqual(['pending']);
    a.ws.close();
    b.ws.close();
  });
});
