// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { CONFIRM_DEBOUNCE_MS, FrequencyDialog } from './FrequencyDialog';

// React's act() outside a test renderer
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REFUSAL = { code: 400, message: 'Incorrect fund password or authenticator code', result: false, msg: 'Incorrect fund password or authenticator code' };

let root: Root | undefined;
let container: HTMLDivElement;
let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;

/** The dialog as its parent renders it: a new onSaved on every render (an arrow written inline). */
function render(): Promise<void> {
  return act(async () =>
    root?.render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <FrequencyDialog open frequency={0} fundpass="Fund-pass-2026" onCancel={() => undefined} onSaved={() => undefined} />
      </NextIntlClientProvider>,
    ),
  );
}

function dialog(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!element) throw new Error('no dialog');
  return element;
}

async function typeCode(code: string): Promise<void> {
  const input = dialog().querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]');
  if (!input) throw new Error('no code field');
  // React tracks a controlled input's value: set it through the prototype's setter, then fire input
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function confirm(): Promise<void> {
  const button = dialog().querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button || button.disabled) throw new Error('Confirm is not enabled');
  // the click, the guarded call's answer and the renders it causes
  await act(async () => button.click());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json(REFUSAL, { status: 400 })));
  vi.stubGlobal('fetch', fetch);
  // the client logs each refusal
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FrequencyDialog', () => {
  it(`sends one request for two confirms within ${CONFIRM_DEBOUNCE_MS} ms, though its parent re-renders between them`, async () => {
    await render();
    await typeCode('123456');
    await confirm();
    expect(fetch).toHaveBeenCalledTimes(1);
    // refused: the message shows and Confirm is enabled again
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe(REFUSAL.msg);

    await render(); // the parent re-renders: a new onSaved
    vi.advanceTimersByTime(CONFIRM_DEBOUNCE_MS - 100);
    await confirm();
    expect(fetch).toHaveBeenCalledTimes(1);

    // once the 1 500 ms are over, a confirm goes through again
    vi.advanceTimersByTime(100);
    await render();
    await confirm();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
