import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { CHAT_CHANNEL, chatBodyProblem, CHAT_MESSAGE_MAX } from '@exchange/contract/chat';
import { NOTICE_CHANNEL } from '@exchange/contract/herald';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, logIn, open, signUpAs, siteUrl, skipKycPrompts, test } from '../support/fixtures';
import { expectClean, expectOwnUrl, watchExecution } from './xss-audit';
import { EVIL_HOST, HOSTILE_LINKS, HTML_PAYLOADS, TEXT_PAYLOADS, marker } from './xss-corpus';
import {
  HOSTILE_ANTI_PHISHING,
  HOSTILE_NICKNAME,
  RISK_GUIDE_COOKIE,
  RISK_GUIDE_MESSAGE,
  hostileNotices,
  startHostileApi,
  startHostileWeb,
  stopProcess,
} from './xss-hostile-api';

/**
 * Hostile content (issue 13 §2): the corpus (xss-corpus.ts) through every place server-supplied
 * text or links reach a page. A hostile API (xss-hostile-api.ts) in front of the real one feeds a
 * second web server of the same build: announcements, the compliance toast, the business tip,
 * notices and their links, chat history, the nickname and market links, server-side and through
 * the browser's proxy; live notices and chat messages come over a routed WebSocket. Chat messages
 * and a nickname also go through the real API, and every redirect parameter is tried on the
 * real site. Nothing may run (the `__xss` marker, dialogs, CSP reports as console errors) and no
 * link, form, frame or resource may leave the site's hosts.
 */

const WEB_PORT = Number(process.env.XSS_WEB_PORT ?? 3171);
const API_PORT = Number(process.env.XSS_API_PORT ?? 4171);
const REAL_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const REAL_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const hostile = (path: string) => `http://localhost:${WEB_PORT}${path}`;

let api: Server | undefined;
let web: ChildProcess | undefined;

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  api = await startHostileApi(API_PORT, REAL_API_PORT);
  web = await startHostileWeb(WEB_PORT, API_PORT);
});

test.afterAll(async () => {
  if (web) await stopProcess(web);
  await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
});

/** The compliance toast's buttons carry server text: shown as text, never as markup. */
const toastDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'l6' });
const toastCancel = (page: Page) => toastDialog(page).getByRole('button', { name: '<script>__xss(71)</script>Later' });

/** Every payload's marker is in the box: none swallowed the ones after it, so each one reached the page. */
async function expectEveryPayload(box: Locator, label: string): Promise<void> {
  const text = (await box.textContent()) ?? '';
  expect(
    HTML_PAYLOADS.filter((x) => !text.includes(marker(x.id))).map((x) => x.id),
    `${label}: payloads missing`,
  ).toEqual([]);
}

/** A payload as the page must show it: its text, literally (blanks collapsed as the page lays them out). */
const literal = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Stands in for the API's WebSocket on this page, speaking its protocol (docs/API.md "WebSocket"):
 * every subscription is confirmed under its request's id, and when the page subscribes to
 * `channel`, `push` sends what the test wants it to receive, each update numbered (`seq`) as the
 * hub numbers a topic's updates.
 */
async function answerSubscriptions(page: Page, channel: string, push: (send: (message: unknown) => void, time: number) => void): Promise<void> {
  await page.routeWebSocket(
    (url) => url.port === String(API_PORT),
    (ws) => {
      ws.onMessage((message) => {
        const data = JSON.parse(String(message)) as { id?: number; channel?: string; event?: string };
        if (data.event !== 'subscribe') return;
        const time = Math.floor(Date.now() / 1000);
        ws.send(JSON.stringify({ time, id: data.id, channel: data.channel, event: 'subscribe', error: null, result: { status: 'success' } }));
        let seq = 0;
        if (data.channel === channel) push((m) => ws.send(JSON.stringify({ ...(m as object), seq: (seq += 1) })), time);
      });
    },
  );
}

// in English and in Arabic (right to left, where a bidi override in server text could reorder what the reader sees)
for (const path of ['/', '/ar']) {
  test(`guests on ${path}: the announcement, compliance toast, business tip and market links keep only safe text and own-site links`, async ({ page }) => {
    const seen = await watchExecution(page);
    await open(page, hostile(path));
    // the corpus reached each box (the link texts stay, the links go)
    const announcement = page.locator('#announcement');
    await expect(announcement).toContainText('l6');
    await expect(announcement).toContainText('l22c');
    await expect(announcement.locator('a[href]')).toHaveCount(0);
    const tip = page.locator('section[aria-label*="__xss(72)"]');
    await expect(tip).toContainText('l17');
    await expect(tip.locator('a[href]')).toHaveCount(0);
    await expect(toastDialog(page)).toBeVisible();
    await expect(toastDialog(page).locator('a[href]')).toHaveCount(0);
    await expectEveryPayload(announcement, 'announcement');
    await expectEveryPayload(tip, 'business tip');
    await expectEveryPayload(toastDialog(page), 'compliance toast');
    // the spot markets' links came from the API: each row still links to its trade page
    await expect(page.locator('a[href*="/trade/"]').first()).toBeAttached();
    await expectClean(page, seen, ['#announcement', 'section[aria-label*="__xss(72)"]', '[role="dialog"]'], `home ${path}`);
    await expectNoAxeViolations(page, `home with hostile server text: announcement, business tip, compliance toast (guest${path === '/ar' ? ', Arabic' : ''})`);

    // the toast's OK leads to a hostile target: it closes and the page stays
    await toastDialog(page).getByRole('button', { name: '<b>OK</b><img src=x onerror=__xss(70)>' }).click();
    await expect(toastDialog(page)).toBeHidden();
    expectOwnUrl(page.url(), WEB_PORT, 'after the toast');
    // the tip's buttons carry server text too (the OK button's target is hostile: no OK link at all)
    await tip.getByRole('button', { name: '<script>__xss(71)</script>Later' }).click();
    await expect(tip).toBeHidden();
    await expectClean(page, seen, ['#announcement'], `home ${path} after closing`);
  });
}

test('logged in: notices (list, links, live pushes) and the nickname show as text; a hostile notice link goes nowhere', async ({ page }) => {
  const seen = await watchExecution(page);
  // the session only: the page is the hostile server's (cookies go by host, not port)
  await logIn(page, 'trader@demo.test', { at: null });
  // live pushes: the corpus as new notices, on the socket the page opens to the API
  const pushed = hostileNotices().slice(0, 6);
  await answerSubscriptions(page, NOTICE_CHANNEL, (send, time) => {
    pushed.forEach((notice, i) => {
      const unread = { total: 60 + i, platform: 60 + i, trade: 0, markets: 0 };
      send({ time, channel: NOTICE_CHANNEL, event: 'update', result: { notice: { ...notice, msg_id: 9900 + i, is_read: false }, unread } });
    });
  });
  await open(page, hostile('/reminder'));
  await toastCancel(page).click();
  await expect(toastDialog(page)).toBeHidden();
  const list = page.locator('main li');
  // every notice, page by page: its title shows as text (exactly, where it has no control characters)
  const pages = Math.ceil(TEXT_PAYLOADS.length / 10);
  for (let at = 0; at < pages; at += 1) {
    await expect(page.getByText(`Page ${at + 1} of ${pages}`)).toBeVisible();
    // the owner's anti-phishing code is on every notice, as text
    await expect(list.getByText(`Anti-phishing code: ${HOSTILE_ANTI_PHISHING}`, { exact: true })).toHaveCount(Math.min(10, TEXT_PAYLOADS.length - at * 10));
    for (const x of TEXT_PAYLOADS.slice(at * 10, at * 10 + 10)) {
      // (an unread notice's title starts with its unread dot: matched as a part)
      const title = chatBodyProblem(x.text) === null ? literal(`n${x.id} ${x.text}`) : `n${x.id} `;
      await expect(list.getByText(title).first()).toBeVisible();
    }
    await expectClean(page, seen, ['main li:has(time)'], `notification centre page ${at + 1}`);
    if (at < pages - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  // the live pushes were announced, as text
  // (the live region says the latest arrival)
  const status = page.getByRole('status').filter({ hasText: 'New notification: n' });
  await expect(status).toBeAttached();
  expect(pushed.map((n) => `New notification: ${n.title}`)).toContain(((await status.first().textContent()) ?? '').trim());
  // the account menu shows the nickname as text
  const entry = page.locator('header').getByRole('link', { name: 'Account', exact: true });
  await entry.hover();
  const menu = page.locator(`#${(await entry.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`);
  await expect(menu.getByText(HOSTILE_NICKNAME, { exact: true })).toBeVisible();
  await expectClean(page, seen, ['main li:has(time)', 'section[aria-label*="__xss(80)"] > a'], 'notification centre');
  await page.mouse.move(0, 0);

  // a notice whose only destination is a hostile link is a button that marks it read: clicking stays here
  const hostileOnes = list.getByRole('button');
  expect(await hostileOnes.count()).toBeGreaterThan(1);
  const before = page.url();
  await hostileOnes.first().click();
  await hostileOnes.nth(1).click();
  await expect(page).toHaveURL(before);
  expectOwnUrl(page.url(), WEB_PORT, 'after clicking hostile notices');
  await expectClean(page, seen, ['main li:has(time)'], 'notification centre after clicks');
  await expectNoAxeViolations(page, 'notification centre with hostile notices (logged in)');
});

test('logged in: the KYC risk guide shows the server message as text and leads to this site only', async ({ page }) => {
  const seen = await watchExecution(page);
  await logIn(page, 'trader@demo.test', { at: null });
  await page.context().addCookies([{ name: RISK_GUIDE_COOKIE, value: '1', url: hostile('/') }]);
  await page.goto(hostile('/'));
  const guide = page.getByRole('dialog').filter({ hasText: 'g1 <script>' });
  await expect(guide.getByText(RISK_GUIDE_MESSAGE, { exact: true })).toBeVisible();
  // the guide's link came from the server as a hostile target: the KYC home page instead
  await expect(guide.getByRole('link')).toHaveAttribute('href', '/myaccount/kyc_home');
  await expectClean(page, seen, ['[role="dialog"]', '#announcement'], 'risk guide');
});

test('chat: hostile history, live messages and nicknames render as text (hostile API)', async ({ page }) => {
  const seen = await watchExecution(page);
  await answerSubscriptions(page, CHAT_CHANNEL, (send, time) => {
    const live = { id: 99_999, nickname: '<svg onload=__xss(91)>', body: 'live <img src=x onerror=__xss(90)> javascript:__xss(90)', sent_at: time };
    send({ time, channel: CHAT_CHANNEL, event: 'update', result: { room: 'main', message: live } });
  });
  await open(page, hostile('/groupchat/chatroom'));
  await toastCancel(page).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('c1 <script>__xss(1)</script>', { exact: true })).toBeVisible();
  await expect(log.getByText('c61 "};__xss(61);//</script><script>__xss(61)</script>', { exact: true })).toBeVisible();
  await expect(log.getByText('<img src=x onerror=__xss(2)>', { exact: true }).first()).toBeVisible();
  await expect(log.getByText('live <img src=x onerror=__xss(90)> javascript:__xss(90)', { exact: true })).toBeVisible();
  await expect(log.getByText('<svg onload=__xss(91)>', { exact: true })).toBeVisible();
  await expectClean(page, seen, ['[role="log"]', '#announcement'], 'chatroom');
  await expectNoAxeViolations(page, 'chatroom with hostile history and live messages (guest)');
});

/** Corpus texts packed into at most `count` chat messages the API accepts (no control or bidi characters, ≤ 500 characters). */
function chatMessages(count: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const { text } of TEXT_PAYLOADS) {
    if (chatBodyProblem(text) !== null) continue;
    const next = current ? `${current} ${text}` : text;
    if ([...next].length <= CHAT_MESSAGE_MAX) current = next;
    else {
      out.push(current);
      current = text;
    }
  }
  if (current) out.push(current);
  return out.slice(0, count);
}

test('chat and nickname through the real API: what users write renders as text', async ({ page }) => {
  const seen = await watchExecution(page);
  // the nickname is the email's local part: the most markup an email address may carry (signed up
  // by the sign-up form's call; the form itself: auth.e2e.ts)
  const email = `x'onfocus+__xss+${Date.now()}@xss.test`;
  await signUpAs(page, email, { at: '/groupchat/chatroom' });
  // the page's code runs (its live feed is on): Enter sends from now on
  await expect(page.locator('[data-live="on"]')).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  // five messages in ten seconds is the limit
  const messages = chatMessages(5);
  for (const text of messages) {
    await box.fill(text);
    await box.press('Enter');
    await expect(box).toHaveValue('');
  }
  await page.reload();
  const log = page.getByRole('log', { name: 'Messages' });
  // the newest of each: a retry (or a second run over one database) finds its first attempt's too
  for (const text of messages) await expect(log.getByText(literal(text), { exact: true }).last()).toBeVisible();
  await expect(log.getByText(email.split('@')[0] ?? '', { exact: true }).first()).toBeVisible();
  await expectClean(page, seen, ['[role="log"]'], 'chatroom (real API)');
});

test('redirect parameters: return_to on log-in and sign-up, the page guard and the sign-in callback never leave the site', async ({ page }) => {
  const seen = await watchExecution(page);
  const own = (location: string, label: string) => expectOwnUrl(new URL(location, siteUrl('main', '/')).href, REAL_WEB_PORT, label);
  const links = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
  const returnTargets = (url: string) => [...url.matchAll(/[?&]return_to=([^&]*)/g)].map((m) => decodeURIComponent(m[1] ?? ''));

  // the log-in and sign-up pages link to each other with the return path: only a same-site one
  // (sign-up never asks who is logged in, so it renders for everyone: it is tried here only)
  const kept = links(await (await page.request.get(siteUrl('main', '/login?return_to=%2Fprice'))).text());
  expect(kept.flatMap(returnTargets)).toContain('/price');
  for (const link of HOSTILE_LINKS) {
    for (const path of ['/login', '/signup']) {
      const html = await (await page.request.get(siteUrl('main', `${path}?return_to=${encodeURIComponent(link)}`))).text();
      const hrefs = links(html);
      expect(hrefs.length).toBeGreaterThan(10);
      for (const target of hrefs.flatMap(returnTargets)) expect(target, `${path} ${JSON.stringify(link)}`).toMatch(/^\/(?![/\\])/);
      expect(
        hrefs.filter((h) => h.includes(EVIL_HOST) || /^\s*(javascript|data|vbscript):/i.test(h)),
        `${path} ${JSON.stringify(link)}`,
      ).toEqual([]);
    }
  }
  // the page guard sends a guest to log in with the page as a same-site return path, whatever its query says
  const guard = await page.request.get(siteUrl('main', `/myaccount/profile?return_to=${encodeURIComponent(`//${EVIL_HOST}/x`)}`), { maxRedirects: 0 });
  expect(guard.status()).toBe(307);
  own(guard.headers().location ?? '', 'page guard');
  expect(returnTargets(guard.headers().location ?? '')[0]).toMatch(/^\/myaccount\/profile\?/);

  // logging in through the form with a hostile return_to lands on this site
  await skipKycPrompts(page);
  await open(page, siteUrl('main', `/login?return_to=${encodeURIComponent(`/\\${EVIL_HOST}/x`)}`));
  await expectClean(page, seen, [], 'log-in page');
  await page.getByLabel('Email').fill('trader@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('main', '/'));

  // logged in, /login redirects at once: always to this site
  for (const link of HOSTILE_LINKS) {
    for (const path of ['/login']) {
      const answer = await page.request.get(siteUrl('main', `${path}?return_to=${encodeURIComponent(link)}`), { maxRedirects: 0 });
      // a redirect, or (once the page has started streaming) Next's refresh tag with the target
      const refresh = /<meta[^>]*http-equiv="refresh"[^>]*content="\d+;\s*url=([^"]*)"/i.exec(await answer.text())?.[1]?.replace(/&amp;/g, '&');
      const target = answer.status() === 200 ? refresh : answer.headers().location;
      expect(target, `${path} ${JSON.stringify(link)}: ${answer.status()}`).toBeTruthy();
      own(target ?? '', `${path} ${JSON.stringify(link)}`);
    }
  }

  // the sign-in callback with a state this browser never started: refused, with a link back to log in only
  await page.goto(siteUrl('main', `/auth/callback?code=x&state=y&return_to=${encodeURIComponent(`https://${EVIL_HOST}/`)}&redirect_url=javascript:__xss(1)`));
  await expect(page.getByRole('alert').filter({ hasText: 'We could not sign you in' })).toBeVisible();
  expectOwnUrl(page.url(), REAL_WEB_PORT, 'callback');
  await expectClean(page, seen, [], 'callback');
});
