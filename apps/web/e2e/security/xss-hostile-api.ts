import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { HOSTILE_LINKS, HTML_PAYLOADS, TEXT_PAYLOADS, corpusHtml, type Payload } from './xss-corpus';

/**
 * A hostile exchange API for the XSS browser test: a small HTTP server in front of the real e2e
 * API that answers the calls carrying server-supplied text and links with corpus payloads (in
 * the contract's shapes, packages/contract/src, so they pass the web app's schemas and reach the
 * page) and forwards everything else, WebSocket upgrades included, to the real API. A second web
 * server (the same build) uses it as its API_ORIGIN, so both its server-side calls and the
 * browser's calls through its proxy meet the hostile answers.
 */

/** Announcement `content` is at most 4000 characters and toasts' 5000 (herald.ts, compliance.ts): the whole corpus must fit in one. */
if (corpusHtml().length > 4000) throw new Error('the corpus no longer fits in one announcement: serve it in chunks');

const link = (i: number): string => HOSTILE_LINKS[i % HOSTILE_LINKS.length] ?? '';
/** The keys of a text link: words the corpus's link payloads show (`l6` … `l22`), each pointed at a hostile target. */
const textLinks = (payloads: readonly Payload[]) =>
  payloads
    .flatMap((x) => [...x.text.matchAll(/>(l\d+b?)</g)].map((m) => m[1] ?? ''))
    .filter(Boolean)
    .slice(0, 20)
    .map((key, i) => ({ key, link: link(i) }));

/** The corpus as a toast (compliance `toast_config`) or tip body, with hostile text links, button labels and OK target (`which` picks the target). */
function hostileToast(which: number) {
  return {
    content: corpusHtml(),
    text_link: textLinks(HTML_PAYLOADS),
    ok_button: '<b>OK</b><img src=x onerror=__xss(70)>',
    cancel_button: '<script>__xss(71)</script>Later',
    ok_button_router: link(which),
  };
}

/** Destination kinds: the link kinds, and kinds whose extras are checked against patterns. */
const NOTICE_KINDS = ['web_url', 'unknown_kind', 'spot_trade', 'startup', 'futures', 'live', 'margin'];

/** A browser with this cookie gets the KYC risk guide (a server message and link) instead of the compliance toast. */
export const RISK_GUIDE_COOKIE = 'xss_risk_guide';
/** The risk guide's message, shown as text. */
export const RISK_GUIDE_MESSAGE = `g1 <script>__xss(75)</script><img src=x onerror=__xss(75)> ${HOSTILE_LINKS[0] ?? ''}`;

function hostileRiskGuide() {
  return {
    show_kyc_upgrade_notice: false,
    is_risk_user: true,
    risk_user_guide_frequency: 0,
    risk_user_guide_cookie_key: 'xss_guide',
    risk_user_guide_msg: RISK_GUIDE_MESSAGE,
    risk_user_guide_be_closed: true,
    risk_user_guide_url: link(3),
  };
}

/** Notices with every text payload as title and content, each leading to a hostile link. */
export function hostileNotices() {
  return TEXT_PAYLOADS.map((x, i) => ({
    msg_id: 9000 + i,
    type: 'notice',
    title: `n${x.id} ${x.text}`,
    content: x.text,
    send_timest: 1_760_000_000 + i,
    is_read: i % 2 === 0,
    notification: {
      type: NOTICE_KINDS[i % NOTICE_KINDS.length] ?? 'web_url',
      template_id: '',
      extras: {
        web_url: link(i),
        url: link(i + 1),
        market: x.text.slice(0, 64),
        contract: link(i + 2).slice(0, 64),
        settle_asset: '../x',
        startup_id: link(i + 3).slice(0, 64),
        stream_id: x.text.slice(0, 64),
      },
      template_args: {},
    },
  }));
}

/** Chat history: every text payload as a message body and, cut to 64 characters, as its poster's nickname. */
export function hostileChat() {
  return TEXT_PAYLOADS.map((x, i) => ({
    id: 5000 + TEXT_PAYLOADS.length - i,
    nickname: x.text.slice(0, 64),
    body: `c${x.id} ${x.text}`,
    sent_at: 1_760_000_000 - i,
  }));
}

/** A nickname the account area shows (the first payload that survives the 64-character cut as markup). */
export const HOSTILE_NICKNAME = '<img src=x onerror=__xss(80)>\u202Enimda';
/** The anti-phishing code the notices list carries: shown on every notice, as text. */
export const HOSTILE_ANTI_PHISHING = '<b>x</b><img src=x onerror=__xss(82)>';

const UNREAD = { total: TEXT_PAYLOADS.length, platform: TEXT_PAYLOADS.length, trade: 0, markets: 0 };
const ok = (data: unknown) => ({ code: 0, message: '', data });

/** The answer of the real API, changed; `cookie` is the request's Cookie header. */
type Rewrite = (upstream: unknown, cookie: string) => unknown;
interface Hostile {
  /** answered here without asking the real API */
  readonly answer?: (query: URLSearchParams) => unknown;
  /** the real API's answer, changed */
  readonly rewrite?: Rewrite;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ROUTES: Record<string, Hostile> = {
  '/api/web/v1/site/fullsiteBulletin': {
    // every page's announcement is the whole corpus; its link one of the hostile targets
    answer: (query) => ok({ content_id: `xss-${query.get('page') ?? 'index'}`, content: corpusHtml(), link: link((query.get('page') ?? '').length) }),
  },
  '/api/web/v1/kyc/footerTipsCheck': {
    answer: () => ({
      resMsg: { code: '0', message: '' },
      datas: [{ title: '<img src=x onerror=__xss(72)>Tip', ...hostileToast(1), no_close_button: false }],
    }),
  },
  '/api/web/v1/compliance/check': {
    // the compliance toast; or, for a browser with the RISK_GUIDE_COOKIE, the KYC risk guide instead (one dialog at a time)
    rewrite: (upstream, cookie) => {
      if (!isRecord(upstream) || !isRecord(upstream.data) || !isRecord(upstream.data.limit) || !isRecord(upstream.data.toast)) return upstream;
      if (cookie.includes(`${RISK_GUIDE_COOKIE}=1`)) upstream.data.toast.kyc_toast = hostileRiskGuide();
      else upstream.data.limit.toast_config = hostileToast(0);
      return upstream;
    },
  },
  '/api/web/v1/usercenter/get_info': {
    rewrite: (upstream) => {
      if (isRecord(upstream) && isRecord(upstream.data) && upstream.data.is_login === true) {
        Object.assign(upstream.data, { nickname: HOSTILE_NICKNAME, user_nick: '<svg onload=__xss(81)>', user_avatar: link(10) });
      }
      return upstream;
    },
  },
  '/apiw/v2/herald/get_notice_record': {
    // paged as the real call is: the notification centre shows 10 a page
    answer: (query) => {
      const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
      const size = Math.min(50, Math.max(1, Number(query.get('size') ?? 10) || 10));
      return ok({
        list: hostileNotices().slice((page - 1) * size, page * size),
        page,
        size,
        total: TEXT_PAYLOADS.length,
        unread: UNREAD,
        anti_phishing_code: HOSTILE_ANTI_PHISHING,
      });
    },
  },
  '/apiw/v2/herald/unread': { answer: () => ok(UNREAD) },
  '/apiw/v2/herald/read': { answer: () => ok(UNREAD) },
  '/apiw/v2/chat/messages': { answer: () => ok({ room: 'main', list: hostileChat(), has_more: false }) },
  '/apiw/v2/market/spots': {
    rewrite: (upstream) => {
      if (isRecord(upstream) && Array.isArray(upstream.data)) {
        upstream.data.forEach((row: unknown, i) => {
          if (isRecord(row)) row.link = link(i);
        });
      }
      return upstream;
    },
  },
};

function upstreamHeaders(headers: IncomingHttpHeaders, upstreamPort: number, identity: boolean): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  // the API reads the site from the forwarded host headers the web server sets; the Host header is the transport's
  out.host = `127.0.0.1:${upstreamPort}`;
  if (identity) delete out['accept-encoding'];
  return out;
}

function forward(req: IncomingMessage, res: ServerResponse, upstreamPort: number, rewrite?: Rewrite): void {
  const outgoing = httpRequest(
    { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: upstreamHeaders(req.headers, upstreamPort, Boolean(rewrite)) },
    (answer) => {
      if (!rewrite || !(answer.headers['content-type'] ?? '').includes('json')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const parts: Buffer[] = [];
      answer.on('data', (part: Buffer) => parts.push(part));
      answer.on('end', () => {
        const body = JSON.stringify(rewrite(JSON.parse(Buffer.concat(parts).toString('utf8')), req.headers.cookie ?? ''));
        const headers = { ...answer.headers };
        delete headers['content-length'];
        delete headers['content-encoding'];
        res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    },
  );
  outgoing.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 502, message: 'upstream failed' }));
  });
  req.pipe(outgoing);
}

/** Starts the hostile API on `port` in front of the real API on `upstreamPort`. */
export function startHostileApi(port: number, upstreamPort: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hostile.invalid');
    const route = ROUTES[url.pathname];
    if (route?.answer && req.method === 'GET') {
      const body = JSON.stringify(route.answer(url.searchParams));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
      res.end(body);
      return;
    }
    if (route?.answer && url.pathname === '/apiw/v2/herald/read') {
      req.resume();
      const body = JSON.stringify(route.answer(url.searchParams));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
      return;
    }
    forward(req, res, upstreamPort, req.method === 'GET' ? route?.rewrite : undefined);
  });
  // WebSockets (tickers, live notices, chat) pass through untouched: a raw pipe to the real API
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const upstream = connect(upstreamPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Starts a second web server of the built app on `port` with the hostile API as its API_ORIGIN; resolves once it answers. */
export async function startHostileWeb(port: number, apiPort: number): Promise<ChildProcess> {
  // Playwright runs in apps/web (scripts/e2e.mjs)
  const WEB_DIR = process.cwd();
  const child = spawn(join(WEB_DIR, '../../node_modules/.bin/tsx'), ['server/main.ts', '--port', String(port)], {
    cwd: WEB_DIR,
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${apiPort}`, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the hostile web server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      if (answer.status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the hostile web server did not start within 60 s');
}

/** Stops a server started here. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
