import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import { startDeadline, type Deadline } from '@/lib/api/deadline';
import { captureReferral } from './referral-capture';

function page(query: string, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  headers.set('x-forwarded-host', 'localhost:3000');
  return new NextRequest(`http://localhost:3000/price${query}`, { headers });
}

function answering(code: number) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify({ code, message: '' }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Referral capture as proxy.ts runs it: the checked host, and the request's deadline (a fresh 20 s unless given). */
const capture = (req: NextRequest, res: NextResponse, secure: boolean, deadline: Deadline = startDeadline(20_000, Date.now())) =>
  captureReferral(req, res, secure, 'localhost:3000', deadline);

const setCookies = (res: NextResponse) => Object.fromEntries(res.cookies.getAll().map((c) => [c.name, c]));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('referral capture', () => {
  it('a verified new code is stored with its channel and group for 14 days', async () => {
    const fetch = answering(0);
    const res = NextResponse.next();
    await capture(page('?ref=NEW1&ref_type=kol&ch=tw&group=g1', { cookie: 'ref_uid=OLD1' }), res, true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/web/v1/rebate/verify_invite_info');
    expect(Object.fromEntries(url.searchParams)).toEqual({ invite_code: 'NEW1', ref_type: 'kol' });
    const cookies = setCookies(res);
    expect(Object.keys(cookies).sort()).toEqual(['group_id', 'ref_channel', 'ref_type', 'ref_uid']);
    expect(cookies.ref_uid).toMatchObject({ value: 'NEW1', maxAge: 1_209_600, path: '/', sameSite: 'lax', secure: true, httpOnly: false });
  });

  it('10530135 stores channel and group only; another verdict nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answering(10530135);
    const closed = NextResponse.next();
    await capture(page('?ref=CLOSED1&ch=tw&group=g1'), closed, false);
    expect(Object.keys(setCookies(closed)).sort()).toEqual(['group_id', 'ref_channel']);

    answering(10530101);
    const unknown = NextResponse.next();
    await capture(page('?ref=NOPE1&ch=tw'), unknown, false);
    expect(setCookies(unknown)).toEqual({});
    expect(console.warn).toHaveBeenCalled();
  });

  it('a failure stores nothing and does not throw', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const res = NextResponse.next();
    await capture(page('?ref=NEW1'), res, false);
    expect(setCookies(res)).toEqual({});
  });

  it('asks nothing for the stored code, a malformed code, a prefetch or a non-GET', async () => {
    const fetch = answering(0);
    await capture(page('?ref=SAME1', { cookie: 'ref_uid=SAME1' }), NextResponse.next(), false);
    await capture(page('?ref=%3Cscript%3E'), NextResponse.next(), false);
    await capture(page('?ch=tw'), NextResponse.next(), false);
    await capture(page('?ref=NEW1', { headers: { 'next-router-prefetch': '1' } }), NextResponse.next(), false);
    await capture(new NextRequest('http://localhost:3000/?ref=NEW1', { method: 'POST' }), NextResponse.next(), false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a forged stored code does not count as stored', async () => {
    const fetch = answering(0);
    await capture(page('?ref=NEW1', { cookie: 'ref_uid=NEW1%3Bx' }), NextResponse.next(), false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once the request’s deadline has passed (the proxy’s other calls used it up)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = answering(0);
    const res = NextResponse.next();
    await capture(page('?ref=NEW1'), res, false, startDeadline(1_000, Date.now() - 1_000));
    expect(fetch).not.toHaveBeenCalled();
    expect(setCookies(res)).toEqual({});
  });
});
