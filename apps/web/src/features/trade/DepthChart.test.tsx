// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookLevel } from '@exchange/contract/book';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import { DepthChart } from './DepthChart';

// React's act() outside a test renderer
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const bids: BookLevel[] = [
  ['99', '1'],
  ['98', '2'],
];
const asks: BookLevel[] = [
  ['101', '0.5'],
  ['102', '1.5'],
];

let root: Root | undefined;
let container: HTMLDivElement;

async function render(b: readonly BookLevel[], a: readonly BookLevel[], locale: 'en' | 'ar' = 'en'): Promise<void> {
  await act(async () =>
    root?.render(
      <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ar} timeZone="UTC">
        <DepthChart bids={b} asks={a} priceDecimals={2} amountDecimals={3} base="BTC" quote="USDT" />
      </NextIntlClientProvider>,
    ),
  );
}

function chart(): HTMLElement {
  const element = container.querySelector<HTMLElement>('[role="application"]');
  if (!element) throw new Error('no chart');
  return element;
}

const press = (key: string) => act(async () => void chart().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
const readout = () => container.querySelector('p')?.textContent ?? '';
const announced = () => container.querySelector('[aria-live="polite"]')?.textContent ?? '';

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe('DepthChart', () => {
  it('names both sides in the legend and labels the focusable chart', async () => {
    await render(bids, asks);
    expect(container.querySelector('ul')?.textContent).toBe('BidsAsks');
    expect(chart().tabIndex).toBe(0);
    expect(chart().getAttribute('aria-label')).toContain('BTC/USDT');
    expect(container.querySelectorAll('path')).toHaveLength(4);
    // nothing is announced until the user moves
    expect(announced()).toBe('');
    expect(readout()).toContain('arrow keys');
  });

  it('moves the readout level by level with the arrow keys and announces each move', async () => {
    await render(bids, asks);
    await press('ArrowLeft');
    expect(readout()).toBe('BidsPrice (USDT) 99.00Total (BTC) 1.000');
    expect(announced()).toBe('Bids at 99.00 USDT: 1.000 BTC in total');
    await press('ArrowLeft');
    expect(announced()).toBe('Bids at 98.00 USDT: 3.000 BTC in total');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(readout()).toBe('AsksPrice (USDT) 101.00Total (BTC) 0.500');
    await press('End');
    expect(announced()).toBe('Asks at 102.00 USDT: 2.000 BTC in total');
    expect(container.querySelector('circle')).not.toBeNull();
    await press('Escape');
    expect(container.querySelector('circle')).toBeNull();
  });

  it('keeps the chosen price as the book moves', async () => {
    await render(bids, asks);
    await press('ArrowLeft');
    await press('ArrowLeft');
    await render([['99', '4'], ...bids.slice(1)], asks);
    expect(readout()).toBe('BidsPrice (USDT) 98.00Total (BTC) 6.000');
  });

  it('says when a side or the whole book is empty', async () => {
    await render(bids, []);
    expect(container.querySelector('ul')?.textContent).toBe('BidsNo asks');
    await render([], []);
    expect(container.textContent).toContain('The order book is empty.');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('keeps the axis left to right in Arabic while the text is translated', async () => {
    await render(bids, asks, 'ar');
    await press('ArrowRight');
    expect(announced()).toContain('عروض البيع');
    // the lowest price is drawn at the left
    const labels = [...container.querySelectorAll('svg text')].map((t) => t.getAttribute('text-anchor'));
    expect(labels.slice(-3)).toEqual(['start', 'middle', 'end']);
  });
});
