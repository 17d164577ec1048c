import { describe, expect, it } from 'vitest';
import { NOTICE_CHANNEL, noticePushSchema, noticeTicket } from '@exchange/contract/herald';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { call, loginAs } from '../../test/http';
import { useLiveServer } from '../../test/liveServer';

/** The per-user notice channel end to end: a ticket from the API, a socket, a notice created by a login elsewhere. */

const live = useLiveServer();
const connect = () => live.connect('/ws/v4/');

async function ticketFor(cookies: Record<string, string>): Promise<string> {
  const res = await call(live.app, noticeTicket.path, { form: {}, cookies });
  return noticeTicket.answer.parse(res.json).data.ticket;
}

const subscribe = (ticket: string) => JSON.stringify({ time: 1, id: 7, channel: NOTICE_CHANNEL, event: 'subscribe', payload: [ticket] });

describe('user.notices', () => {
  it('pushes a new notice, with the unread counts, to its user’s sockets only', async () => {
    const cookies = await loginAs(live.app, 'trader@demo.test');
    const mine = await connect();
    mine.ws.send(subscribe(await ticketFor(cookies)));
    await mine.next((m) => m.channel === NOTICE_CHANNEL && m.event === 'subscribe');
    expect(mine.messages[0]).toMatchObject({ id: 7, error: null, result: { status: 'success' } });

    const theirs = await connect();
    theirs.ws.send(subscribe(await ticketFor(await loginAs(live.app, 'sub@demo.test'))));
    await theirs.next((m) => m.event === 'subscribe');

    await loginAs(live.app, 'trader@demo.test'); // another browser: the API leaves a "New login" notice
    const push = noticePushSchema.parse(await mine.next((m) => m.event === 'update'));
    expect(push.result.notice).toMatchObject({ type: 'sys_notice', title: 'New login to your account', is_read: false });
    expect(push.result.unread.platform).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.messages.filter((m) => m.event === 'update')).toHaveLength(0);
    mine.ws.close();
    theirs.ws.close();
  });

  it('refuses an unknown, reused or malformed ticket and then sends nothing', async () => {
    const cookies = await loginAs(live.app, 'whitelist@demo.test');
    const ticket = await ticketFor(cookies);
    const first = await connect();
    first.ws.send(subscribe(ticket));
    await first.next((m) => m.event === 'subscribe');

    const reuse = await connect();
    reuse.ws.send(subscribe(ticket));
    expect(await reuse.next((m) => m.event === 'subscribe')).toMatchObject({ error: { code: 16 }, result: null });
    reuse.ws.send(subscribe('made-up-ticket'));
    reuse.ws.send(JSON.stringify({ channel: NOTICE_CHANNEL, event: 'subscribe', payload: ['a', 'b'] }));
    reuse.ws.send(JSON.stringify({ channel: NOTICE_CHANNEL, event: 'subscribe', payload: [{ user_id: 1 }] }));
    await reuse.next(() => reuse.messages.length >= 4);
    // the ticket lookups answer after the synchronous refusals
    expect(reuse.messages.map((m) => (m.error as { code: number } | null)?.code).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 16, 16]);

    await loginAs(live.app, 'whitelist@demo.test');
    await first.next((m) => m.event === 'update');
    await new Promise((r) => setTimeout(r, 200));
    expect(reuse.messages.filter((m) => m.event === 'update')).toHaveLength(0);

    first.ws.send(JSON.stringify({ channel: NOTICE_CHANNEL, event: 'unsubscribe', payload: [] }));
    await first.next((m) => m.event === 'unsubscribe');
    const updates = first.messages.filter((m) => m.event === 'update').length;
    await loginAs(live.app, 'whitelist@demo.test');
    await new Promise((r) => setTimeout(r, 200));
    expect(first.messages.filter((m) => m.event === 'update')).toHaveLength(updates);
    first.ws.close();
    reuse.ws.close();
  });

  it('an unsubscribe sent right after a subscribe wins, and a socket closed during the ticket check is not kept', async () => {
    const cookies = await loginAs(live.app, 'trader@demo.test');
    const [trader] = await live.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'trader@demo.test'));
    if (!trader) throw new Error('no trader');
    const quick = await connect();
    quick.ws.send(subscribe(await ticketFor(cookies)));
    quick.ws.send(JSON.stringify({ channel: NOTICE_CHANNEL, event: 'unsubscribe', payload: [] }));
    await quick.next(() => quick.messages.filter((m) => m.channel === NOTICE_CHANNEL).length >= 2);
    expect(live.market.hub.hasUser(trader.id)).toBe(false);
    await loginAs(live.app, 'trader@demo.test');
    await new Promise((r) => setTimeout(r, 300));
    expect(quick.messages.filter((m) => m.event === 'update')).toHaveLength(0);
    quick.ws.close();

    // closed (in order, after its subscribe) while the ticket is being checked
    const gone = await connect();
    gone.ws.send(subscribe(await ticketFor(cookies)));
    gone.ws.close();
    await new Promise((r) => gone.ws.once('close', r));
    await new Promise((r) => setTimeout(r, 300));
    expect(live.market.hub.hasUser(trader.id)).toBe(false);
  });
});
