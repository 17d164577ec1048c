/* global window, document, performance, requestAnimationFrame, PerformanceObserver -- inside page.evaluate and the init script (the browser) */
// Clicks measured with the Event Timing API, shared by bench/interaction.mjs (`interaction`) and
// bench/book.mjs (`book`): the pages' click targets, the init script that keeps every interaction's
// entries, and a series of clicks summarised as p50, p95 (nearest rank), max and the slowest target.
// A click's figure is the longest `event` entry (with an interactionId) that starts after the click
// began, read 400 ms and two animation frames later; no entry means under 16 ms (Event Timing's
// smallest durationThreshold), counted as 16. A target whose selector finds nothing stops the bench
// (it must never measure nothing).

/** The issue's aim: p95 of the clicks' longest event ≤ 200 ms (the Interaction to Next Paint "good" bound). */
export const INTERACTION_P95_AIM_MS = 200;
/** Event Timing reports nothing shorter than this (its smallest durationThreshold). */
export const EVENT_THRESHOLD_MS = 16;
const AFTER_CLICK_MS = 400;
/** The desktop viewport the browser benches use. */
export const VIEWPORT = { width: 1440, height: 900 };

/** What a click opened (a menu, a select's list) closes again, unmeasured, before the next one. */
async function closeWithEscape(page) {
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
}

/**
 * A page's click targets, in the order they are clicked (cycling). `selector` is a CSS selector
 * (Playwright's), `nth` picks one of its matches; `then` runs after the click is measured (not
 * measured itself), to close what the click opened.
 */
const TICKET = 'section[aria-labelledby="trade-ticket-title"]';
const TICKET_PANEL = `${TICKET} [role="tabpanel"][data-state="active"]`;
export const TARGETS = {
  '/price': [
    { name: 'filter tab 2', selector: 'main [role="group"] button[aria-pressed]', nth: 1 },
    { name: 'sort: price', selector: 'main [role="columnheader"] button', nth: 0 },
    { name: 'favourite star, row 1', selector: 'main [role="table"] [role="row"] button[aria-pressed]', nth: 0 },
    { name: 'filter tab 3', selector: 'main [role="group"] button[aria-pressed]', nth: 2 },
    { name: 'sort: change', selector: 'main [role="columnheader"] button', nth: 1 },
    { name: 'favourite star, row 2', selector: 'main [role="table"] [role="row"] button[aria-pressed]', nth: 1 },
    { name: 'filter tab 1 (all)', selector: 'main [role="group"] button[aria-pressed]', nth: 0 },
    { name: 'sort: volume', selector: 'main [role="columnheader"] button', nth: 2 },
    { name: 'favourite star, row 3', selector: 'main [role="table"] [role="row"] button[aria-pressed]', nth: 2 },
  ],
  // each side's form mounts afresh on its tab (Radix Tabs), at limit: the order below keeps every target present
  '/trade/BTC_USDT': [
    { name: 'ticket tab: sell', selector: `${TICKET} [role="tablist"] [role="tab"]`, nth: 1 },
    { name: 'order type: market', selector: `${TICKET_PANEL} label:has(input[type="radio"][value="market"])`, nth: 0 },
    { name: 'amount input (focus)', selector: `${TICKET_PANEL} input[inputmode="decimal"]`, nth: 0 },
    { name: 'order type: limit', selector: `${TICKET_PANEL} label:has(input[type="radio"][value="limit"])`, nth: 0 },
    { name: 'price input (focus)', selector: `${TICKET_PANEL} input[inputmode="decimal"]`, nth: 0 },
    { name: 'ticket tab: buy', selector: `${TICKET} [role="tablist"] [role="tab"]`, nth: 0 },
    { name: 'chart indicators button', selector: 'section[data-chart-id] button[aria-haspopup]', nth: 0, then: closeWithEscape },
    { name: 'chart interval select', selector: 'section[data-chart-id] select', nth: 0, then: closeWithEscape },
  ],
};

/** Kept in the page from its first script (context.addInitScript(observeInteractions, EVENT_THRESHOLD_MS)): every Event Timing entry of an interaction. */
export function observeInteractions(durationThreshold) {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0)
        window.__benchEvents.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', durationThreshold, buffered: true });
}

export const nearestRank = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

/** Loads a page and waits for its hydration (`data-hydrated` on <html>). */
export async function loadHydrated(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 60_000 });
}

/** Every target's selector finds its element (waiting up to 30 s for late islands), or the bench stops. */
export async function checkTargets(page, path, targets) {
  for (const target of targets) {
    const locator = page.locator(target.selector);
    try {
      await locator.nth(target.nth).waitFor({ state: 'visible', timeout: 30_000 });
    } catch {
      throw new Error(`${path}: target "${target.name}" not found: ${await locator.count()} match(es) of ${target.selector}, wanted #${target.nth + 1}`);
    }
  }
}

/**
 * Scrolls a target into view and reads what it says at this click (a filter tab's name, a star's
 * pair), for the slowest's line. A live row (a book level, keyed by its price) may be replaced
 * meanwhile: the locator then finds its successor, up to five times.
 */
async function inView(element) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await element.scrollIntoViewIfNeeded({ timeout: 10_000 });
      return ((await element.getAttribute('aria-label', { timeout: 10_000 })) ?? (await element.textContent({ timeout: 10_000 })) ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 32);
    } catch (error) {
      if (attempt >= 5 || !/not attached/i.test(String(error?.message))) throw error;
    }
  }
}

/** One click on a target, measured: the longest interaction entry that starts after it began (16 ms when none). */
async function measuredClick(page, path, target) {
  const locator = page.locator(target.selector);
  if ((await locator.count()) <= target.nth) throw new Error(`${path}: target "${target.name}" not found (${target.selector}, #${target.nth + 1})`);
  const element = locator.nth(target.nth);
  const label = await inView(element);
  const since = await page.evaluate(() => performance.now());
  await element.click({ timeout: 10_000 });
  await page.waitForTimeout(AFTER_CLICK_MS);
  const entries = await page.evaluate(
    (from) =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__benchEvents.filter((entry) => entry.startTime >= from)))),
      ),
    since,
  );
  const longest = entries.reduce((a, b) => (b.duration > (a?.duration ?? 0) ? b : a), undefined);
  if (target.then) await target.then(page);
  return { target: target.name, label, ms: longest ? longest.duration : EVENT_THRESHOLD_MS, event: longest?.name ?? `none ≥ ${EVENT_THRESHOLD_MS} ms` };
}

/**
 * `count` measured clicks cycling through `targets` (the caller sets the CPU slowdown). Resolves to
 * the figures for a table row (clicks, p50, p95, max, the slowest target with its label and
 * event), the p95 alone, and a line of every target's figures in click order.
 */
export async function clickSeries(page, path, targets, count) {
  const clicks = [];
  for (let i = 0; i < count; i += 1) clicks.push(await measuredClick(page, path, targets[i % targets.length]));
  const sorted = clicks.map((c) => c.ms).sort((a, b) => a - b);
  const slowest = clicks.reduce((a, b) => (b.ms > a.ms ? b : a));
  const p95 = nearestRank(sorted, 95);
  const figures = {
    clicks: clicks.length,
    'p50 (ms)': nearestRank(sorted, 50),
    'p95 (ms)': p95,
    'max (ms)': sorted[sorted.length - 1],
    'slowest target': `${slowest.target}${slowest.label ? ` "${slowest.label}"` : ''} (${slowest.event})`,
  };
  const byTarget = new Map();
  for (const click of clicks) byTarget.set(click.target, [...(byTarget.get(click.target) ?? []), click.ms]);
  return { figures, p95, details: `${path}: ${[...byTarget].map(([name, ms]) => `${name} ${ms.join('/')}`).join('; ')}` };
}
