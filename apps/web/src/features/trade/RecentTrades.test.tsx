// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MarketTrade, UserTrade } from '@exchange/contract/book';
import en from '../../../messages/en.json';
import { RecentTrades } from './RecentTrades';

// React's act() outside a test renderer
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const T0 = Date.UTC(2026, 11, 6, 15, 4, 5);

function trade(id: number, side: 'buy' | 'sell' = 'buy'): MarketTrade {
  const ms = T0 + id * 1000;
  return { id, create_time: Math.floor(ms / 1000), create_time_ms: `${ms}.5`, side, currency_pair: 'BTC_USDT', amount: '0.25', price: '64000.1' };
}

const fill: UserTrade = {
  id: 7,
  order_id: '42',
  currency_pair: 'BTC_USDT',
  side: 'sell',
  role: 'maker',
  amount: '0.1',
  price: '64010',
  fee: '0.0128',
  fee_currency: 'USDT',
  create_time_ms: `${T0}`,
};

let root: Root | undefined;
let container: HTMLDivElement;

async function render(trades: readonly MarketTrade[], myTrades: readonly UserTrade[] | null): Promise<void> {
  await act(async () =>
    root?.render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <RecentTrades trades={trades} myTrades={myTrades} priceDecimals={2} amountDecimals={4} base="BTC" />
      </NextIntlClientProvider>,
    ),
  );
}

const rows = () => [...container.querySelectorAll('tbody tr')];

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe('RecentTrades', () => {
  it('shows a guest the market table alone, with a caption and no live region', async () => {
    await render([trade(2, 'sell'), trade(1)], null);
    expect(container.querySelector('[role="tablist"]')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe('Market trades');
    expect(container.querySelector('caption')?.textContent).toBe('Latest market trades, newest first');
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Time', 'Price', 'Amount (BTC)']);
  });

  it('marks the side with an arrow and a name, not colour alone', async () => {
    await render([trade(2, 'sell'), trade(1)], null);
    const [sell, buy] = rows().map((row) => row.querySelectorAll('td')[1]);
    expect(sell?.querySelector('[aria-hidden="true"]')?.textContent).toBe('▼');
    expect(sell?.querySelector('.visually-hidden')?.textContent?.trim()).toBe('Sell');
    expect(sell?.textContent).toBe('▼Sell 64,000.10');
    expect(buy?.textContent).toBe('▲Buy 64,000.10');
  });

  it('shows the newest trade first, at most 30 rows', async () => {
    const trades = Array.from({ length: 45 }, (_, i) => trade(45 - i));
    await render(trades, null);
    expect(rows()).toHaveLength(30);
    const time = rows()[0]?.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(new Date(T0 + 45_000).toISOString());
    expect(time?.textContent).toMatch(/^\d\d:\d\d:\d\d$/);
    // a new trade arrives on top
    await render([trade(46), ...trades], null);
    expect(rows()).toHaveLength(30);
    expect(rows()[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(T0 + 46_000).toISOString());
  });

  it('offers the user’s own trades in a second tab, with role and fee', async () => {
    await render([trade(1)], [fill]);
    const tabs = [...container.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Market trades', 'My trades']);
    // Radix switches tabs on mousedown
    await act(async () => void tabs[1]?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 })));
    expect(container.querySelector('caption')?.textContent).toBe('Your latest trades, newest first');
    const cells = [...(rows()[0]?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    expect(cells.slice(1)).toEqual(['▼Sell 64,010.00', '0.1000', 'Maker', '0.0128 USDT']);
  });

  it('says when there are no trades', async () => {
    await render([], []);
    expect(rows()[0]?.textContent).toBe('No trades yet.');
  });
});
