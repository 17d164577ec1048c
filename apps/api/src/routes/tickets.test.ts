import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  TICKET_LIMITS,
  TICKET_MESSAGE_MAX,
  closeTicket,
  createTicket,
  listTickets,
  replyTicket,
  ticketThread,
  type TicketThread,
} from '@exchange/contract/tickets';
import { getUploadFile, uploadFileUrl } from '@exchange/contract/uploads';
import { notices, ticketMessages, tickets, uploads } from '../db/schema';
import { UPLOAD_BYTES_PER_DAY } from '../domain/uploads';
import { ACKNOWLEDGEMENT_LABEL } from '../domain/support/desk';
import { SupportDesk } from '../market/supportDesk';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';
import { multipart, testFile } from '../../test/uploads';
import { newTrader } from '../../test/traders';

/** The clock the app reads: tests move it past the windows instead of waiting. */
let clock = Date.parse('2026-12-01T10:00:00Z');
const t = useFreshApp({ now: () => new Date(clock) });
const HOUR = 60 * 60 * 1000;

type Cookies = Record<string, string>;
let users = 0;
const newUser = async () => newTrader(t.app, t.handle.db, `tickets-${(users += 1)}@test.example`, {});

const create = (cookies: Cookies, fields: Record<string, string> = {}, attachments: readonly File[] = []) =>
  call(t.app, createTicket.path, {
    multipart: multipart(
      { subject: 'Withdrawal stuck', category: 'withdrawal', message: 'My USDT withdrawal has been pending for a day.', ...fields },
      { attachments },
    ),
    cookies,
  });
const reply = (cookies: Cookies, id: number | string, message: string, attachments: readonly File[] = []) =>
  call(t.app, replyTicket.path, { multipart: multipart({ id: String(id), message }, { attachments }), cookies });
const close = (cookies: Cookies, id: number | string) => call(t.app, closeTicket.path, { form: { id: String(id) }, cookies });
const detail = (cookies: Cookies, id: number | string) => call(t.app, `${ticketThread.path}?id=${id}`, { cookies });
const list = (cookies: Cookies, query = '') => call(t.app, `${listTickets.path}${query}`, { cookies });
const threadIn = (json: unknown): TicketThread => createTicket.answer.parse(json).data;

async function stored(id: number) {
  const [ticket] = await t.handle.db.select().from(tickets).where(eq(tickets.id, id));
  const messages = await t.handle.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id)).orderBy(ticketMessages.id);
  return { ticket, messages };
}

describe('tickets: access', () => {
  it('answers guests 401 and POSTs without the CSRF token 403, storing nothing', async () => {
    expect((await list({})).status).toBe(401);
    expect((await create({})).json).toEqual({ code: 40101, message: 'Login required' });
    const { cookies } = await newUser();
    const res = await call(t.app, createTicket.path, {
      multipart: multipart({ subject: 'No token', category: 'other', message: 'hello' }),
      cookies,
      csrf: false,
    });
    expect(res.status).toBe(403);
    const [row] = await t.handle.db.select({ n: count() }).from(tickets).where(eq(tickets.subject, 'No token'));
    expect(row?.n).toBe(0);
  });

  it("answers another user's ticket 404 for every call, changing nothing", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const { ticket } = threadIn((await create(alice.cookies)).json);
    const before = await stored(ticket.id);
    for (const res of [await detail(bob.cookies, ticket.id), await reply(bob.cookies, ticket.id, 'mine now'), await close(bob.cookies, ticket.id)]) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: 40401, message: 'Not found' });
    }
    expect(await stored(ticket.id)).toEqual(before);
    expect(listTickets.answer.parse((await list(bob.cookies)).json).data).toMatchObject({ list: [], total: 0, open: 0 });
    // a ticket that does not exist reads the same
    expect((await detail(alice.cookies, 2_000_000_000)).status).toBe(404);
  });
});

describe('tickets: create, read, reply, close', () => {
  it('opens a ticket with its first message, lists it and reads its thread', async () => {
    const { cookies } = await newUser();
    const res = await create(cookies, { subject: '  Deposit   not credited ', category: 'deposit', message: 'Line one  \r\nline two\n\n' });
    expect(res.status).toBe(200);
    const thread = threadIn(res.json);
    expect(thread.ticket).toMatchObject({
      subject: 'Deposit not credited',
      category: 'deposit',
      status: 'open',
      messages: 1,
      last_author: 'user',
      created_ms: clock,
    });
    expect(thread.messages).toEqual([
      { id: expect.any(Number) as number, author: 'user', automatic: false, body: 'Line one\nline two', created_ms: clock, attachments: [] },
    ]);
    expect(ticketThread.answer.parse((await detail(cookies, thread.ticket.id)).json).data).toEqual(thread);
    const page = listTickets.answer.parse((await list(cookies)).json).data;
    expect(page).toEqual({ list: [thread.ticket], page: 1, size: 10, total: 1, open: 1 });
  });

  it('keeps user text as text: markup is stored and answered as written', async () => {
    const { cookies } = await newUser();
    const thread = threadIn((await create(cookies, { subject: '<b>Help</b> me', message: '<img src=x onerror=alert(1)>' })).json);
    expect(thread.ticket.subject).toBe('<b>Help</b> me');
    expect(thread.messages[0]?.body).toBe('<img src=x onerror=alert(1)>');
  });

  it.each([
    [{ subject: 'abc' }, 'subject must be at least 4 characters'],
    [{ subject: 'x'.repeat(101) }, 'subject must be at most 100 characters'],
    [{ subject: 'Bidi \u202Etxt.exe' }, 'subject must not contain control characters'],
    [{ message: '   \n  ' }, 'message must not be empty'],
    [{ message: 'bell\u0007' }, 'message must not contain control characters'],
    [{ message: 'x'.repeat(TICKET_MESSAGE_MAX + 1) }, `message must be at most ${TICKET_MESSAGE_MAX} characters`],
    [{ category: 'refund' }, 'category must be one of account, deposit, withdrawal, trading, verification, other'],
    [{ priority: 'high' }, 'Unknown field: priority'],
  ])('refuses %j with 400, storing nothing', async (fields, message) => {
    const { cookies, id } = await newUser();
    const res = await create(cookies, fields);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 40001, message });
    const [row] = await t.handle.db.select({ n: count() }).from(tickets).where(eq(tickets.userId, id));
    expect(row?.n).toBe(0);
  });

  it('a retry of the same ticket within a minute answers the first, also in parallel; later it is a new ticket', async () => {
    const { cookies, id } = await newUser();
    const answers = await Promise.all([create(cookies), create(cookies), create(cookies)]);
    const ids = answers.map((res) => threadIn(res.json).ticket.id);
    expect(new Set(ids).size).toBe(1);
    clock += 61_000;
    expect(threadIn((await create(cookies)).json).ticket.id).not.toBe(ids[0]);
    const [row] = await t.handle.db.select({ n: count() }).from(tickets).where(eq(tickets.userId, id));
    expect(row?.n).toBe(2);
  });

  it('a reply reopens the ticket; a repeated reply is stored once; closing twice changes nothing', async () => {
    const { cookies } = await newUser();
    const { ticket } = threadIn((await create(cookies)).json);
    const closed = threadIn((await close(cookies, ticket.id)).json);
    expect(closed.ticket.status).toBe('closed');
    clock += 1000;
    expect(threadIn((await close(cookies, ticket.id)).json).ticket).toEqual(closed.ticket);
    const [first, again] = await Promise.all([reply(cookies, ticket.id, 'Still not there.'), reply(cookies, ticket.id, 'Still not there.')]);
    expect(threadIn(first.json)).toEqual(threadIn(again.json));
    const after = threadIn(first.json);
    expect(after.ticket).toMatchObject({ status: 'open', messages: 2, last_author: 'user', updated_ms: clock });
    expect(after.messages.map((m) => m.body)).toEqual(['My USDT withdrawal has been pending for a day.', 'Still not there.']);
  });

  it('pages the list, most recently changed first, and filters by status', async () => {
    const { cookies } = await newUser();
    const made: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      clock += 1000;
      made.push(threadIn((await create(cookies, { subject: `Question number ${i}` })).json).ticket.id);
    }
    clock += 1000;
    await close(cookies, made[0] ?? 0);
    const all = listTickets.answer.parse((await list(cookies, '?size=2')).json).data;
    expect(all.list.map((x) => x.id)).toEqual([made[0], made[2]]);
    expect(all).toMatchObject({ total: 3, open: 2, size: 2 });
    expect(listTickets.answer.parse((await list(cookies, '?size=2&page=2')).json).data.list.map((x) => x.id)).toEqual([made[1]]);
    expect(listTickets.answer.parse((await list(cookies, '?status=closed')).json).data.list.map((x) => x.id)).toEqual([made[0]]);
    expect((await list(cookies, '?status=pending')).status).toBe(400);
    expect((await list(cookies, '?size=51')).status).toBe(400);
  });
});

describe('tickets: attachments', () => {
  it('stores up to three images or PDFs with a message, served to their owner only', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const res = await create(alice.cookies, {}, [
      testFile('png', { name: '../../screen shot.png', fill: 2 }),
      testFile('pdf', { name: 'statement.png', fill: 3 }),
    ]);
    expect(res.status).toBe(200);
    const { ticket, messages } = threadIn(res.json);
    const files = messages[0]?.attachments ?? [];
    expect(files.map((f) => ({ name: f.name, mime: f.mime, size: f.size }))).toEqual([
      { name: 'screen shot.png', mime: 'image/png', size: 256 },
      // named by what its bytes are, not what the client called it
      { name: 'statement.pdf', mime: 'application/pdf', size: 256 },
    ]);
    const first = files[0]?.id ?? 0;
    const mine = await call(t.app, uploadFileUrl(first), { cookies: alice.cookies });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    const theirs = await call(t.app, `${getUploadFile.path}?id=${first}`, { cookies: bob.cookies });
    expect(theirs.status).toBe(404);

    const replied = threadIn((await reply(alice.cookies, ticket.id, 'And the receipt.', [testFile('jpeg', { fill: 4 })])).json);
    expect(replied.messages[1]?.attachments.map((f) => f.mime)).toEqual(['image/jpeg']);
    // a retry with the same text and files is stored once; other files make it a new message
    const again = threadIn((await reply(alice.cookies, ticket.id, 'And the receipt.', [testFile('jpeg', { fill: 4 })])).json);
    expect(again.messages).toHaveLength(2);
    const other = threadIn((await reply(alice.cookies, ticket.id, 'And the receipt.', [testFile('jpeg', { fill: 5 })])).json);
    expect(other.messages).toHaveLength(3);
  });

  it.each([
    ['a file that is no image or PDF, whatever its name', [testFile('text', { name: 'photo.png' })], 415, 'attachments must be a PNG, JPEG, WebP or PDF file'],
    ['four files', [1, 2, 3, 4].map((fill) => testFile('png', { fill })), 400, 'At most 3 attachments files'],
    ['an empty file', [testFile('png', { size: 0 })], 400, 'attachments is empty'],
  ])('refuses %s, storing no ticket and no file', async (_what, files, status, message) => {
    const { cookies, id } = await newUser();
    const res = await create(cookies, {}, files);
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ code: 40001, message });
    const [ticketRows] = await t.handle.db.select({ n: count() }).from(tickets).where(eq(tickets.userId, id));
    const [fileRows] = await t.handle.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, id));
    expect([ticketRows?.n, fileRows?.n]).toEqual([0, 0]);
  });

  it('takes the text fields only as multipart/form-data', async () => {
    const { cookies } = await newUser();
    const res = await call(t.app, createTicket.path, { form: { subject: 'Form encoded', category: 'other', message: 'hello' }, cookies });
    expect(res.status).toBe(415);
  });
});

describe('tickets: limits under parallel requests', () => {
  it(`holds ${TICKET_LIMITS.openTickets} open tickets per user: parallel creates pass it by none; closing one makes room`, async () => {
    const { cookies, id } = await newUser();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => create(cookies, { subject: `Parallel ticket ${i}` })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(TICKET_LIMITS.openTickets);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(8 - TICKET_LIMITS.openTickets);
    expect(refused[0]?.json).toEqual({ code: 40921, message: 'You have 5 open tickets, the most at once: close one that is settled before opening another' });
    const [row] = await t.handle.db.select({ n: count() }).from(tickets).where(eq(tickets.userId, id));
    expect(row?.n).toBe(TICKET_LIMITS.openTickets);

    const first = threadIn(answers.find((r) => r.status === 200)?.json).ticket.id;
    await close(cookies, first);
    // reopening the closed one would pass the limit once another is opened
    expect((await create(cookies, { subject: 'Room again' })).status).toBe(200);
    const reopen = await reply(cookies, first, 'Reopening this one');
    expect(reopen.status).toBe(409);
    expect((await stored(first)).ticket?.status).toBe('closed');
  });

  it(`holds ${TICKET_LIMITS.messagesPerHour} messages per user in an hour under parallel replies, with Retry-After`, async () => {
    clock += 2 * HOUR;
    const { cookies } = await newUser();
    const { ticket } = threadIn((await create(cookies)).json);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => reply(cookies, ticket.id, `Detail ${i}`)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(TICKET_LIMITS.messagesPerHour - 1);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(25 - (TICKET_LIMITS.messagesPerHour - 1));
    expect(refused[0]?.json).toEqual({ code: 42901, message: 'You are writing to support too often; wait a while before sending more' });
    expect(Number(refused[0]?.headers.get('retry-after'))).toBe(3600);
    expect((await stored(ticket.id)).messages).toHaveLength(TICKET_LIMITS.messagesPerHour);
    // another user is not held back
    const other = await newUser();
    expect((await create(other.cookies)).status).toBe(200);
    clock += HOUR;
    expect((await reply(cookies, ticket.id, 'An hour later')).status).toBe(200);
  });
});

describe('tickets: the daily upload bound', () => {
  it(`holds ${UPLOAD_BYTES_PER_DAY / 1024 / 1024} MiB of files per user in 24 hours, under parallel replies, with Retry-After; text alone still goes`, async () => {
    clock += 4 * HOUR;
    const { id: userId, cookies } = await newUser();
    const { ticket } = threadIn((await create(cookies)).json);
    // files of the last day (a stand-in row: the bound counts sizes) leave room for one more small file
    const file = testFile('png');
    await t.handle.db.insert(uploads).values({
      userId,
      purpose: 'ticket',
      ownerId: null,
      mime: 'image/png',
      size: UPLOAD_BYTES_PER_DAY - file.size - 10,
      sha256: '0'.repeat(64),
      name: 'earlier.png',
      data: Buffer.from('x'),
      createdAt: new Date(clock - HOUR),
    });
    const before = (await stored(ticket.id)).messages.length;
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => reply(cookies, ticket.id, `With a file ${i}`, [testFile('png')])));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429, 429]);
    const refused = answers.find((r) => r.status === 429);
    expect(refused?.json).toEqual({ code: 42901, message: 'You have uploaded 100 MiB of files in the last 24 hours, the most a day allows: try again later' });
    // the earlier files age out 23 hours from now
    expect(Number(refused?.headers.get('retry-after'))).toBe(23 * 3600);
    expect((await stored(ticket.id)).messages).toHaveLength(before + 1);
    // a message without files is not held back, nor another user's file
    expect((await reply(cookies, ticket.id, 'Text only')).status).toBe(200);
    expect((await create((await newUser()).cookies, {}, [testFile('png')])).status).toBe(200);
  });
});

describe('the support desk', () => {
  it('acknowledges a new ticket after the delay, once, with a labelled message and a notice leading to it', async () => {
    clock += 2 * HOUR;
    const desk = new SupportDesk(t.handle.db, { acknowledgeMs: 5_000, batch: 50 });
    const { cookies, id: userId } = await newUser();
    const { ticket } = threadIn((await create(cookies, { subject: 'Card payment failed', category: 'deposit' })).json);
    const closedEarly = threadIn((await create(cookies, { subject: 'Never mind this one' })).json).ticket;
    await close(cookies, closedEarly.id);

    await desk.advance(clock + 4_000);
    expect(threadIn((await detail(cookies, ticket.id)).json).ticket.status).toBe('open');

    expect(await desk.advance(clock + 5_000)).toBeGreaterThanOrEqual(1);
    const thread = threadIn((await detail(cookies, ticket.id)).json);
    expect(thread.ticket).toMatchObject({ status: 'answered', messages: 2, last_author: 'support', updated_ms: clock + 5_000 });
    const ack = thread.messages[1];
    expect(ack).toMatchObject({ author: 'support', automatic: true });
    expect(ack?.body.split('\n')[0]).toBe(ACKNOWLEDGEMENT_LABEL);
    expect(ack?.body).toContain(`ticket #${ticket.id} (Deposit: "Card payment failed")`);
    expect(ack?.body).toContain('replies in this thread, usually within 24 hours');

    // the user's notices from support (a login leaves its own)
    const fromSupport = async () => (await t.handle.db.select().from(notices).where(eq(notices.userId, userId))).filter((n) => n.title.startsWith('Support'));
    const bell = await fromSupport();
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ type: 'private_notice', title: `Support received your ticket #${ticket.id}` });
    expect(bell[0]?.notification).toMatchObject({ type: 'support', extras: { url: `/myaccount/tickets/${ticket.id}` } });

    // once: another step, a reply (the ticket open again) and a closed ticket get no second acknowledgement
    await reply(cookies, ticket.id, 'Thanks, here is more detail.');
    expect(await desk.advance(clock + 60_000)).toBe(0);
    expect((await stored(ticket.id)).messages.filter((m) => m.author === 'support')).toHaveLength(1);
    expect((await stored(closedEarly.id)).messages.filter((m) => m.author === 'support')).toHaveLength(0);
    expect(await fromSupport()).toHaveLength(1);
  });

  it('two desks stepping at once (a leader hand-over) acknowledge each ticket once', async () => {
    clock += 2 * HOUR;
    const { cookies } = await newUser();
    const { ticket } = threadIn((await create(cookies)).json);
    const a = new SupportDesk(t.handle.db);
    const b = new SupportDesk(t.handle.db);
    await Promise.all([a.advance(clock + 10_000), b.advance(clock + 10_000)]);
    expect((await stored(ticket.id)).messages.filter((m) => m.author === 'support')).toHaveLength(1);
  });
});
