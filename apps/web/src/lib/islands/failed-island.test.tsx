// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { FailedIsland, loadIsland } from './failed-island';
import { resetHydrationSignal, rootHydrated } from './hydration-signal';

// React's act() outside a test renderer
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadIsland', () => {
  it('hands over the island once its code has loaded (its props reach it), and logs nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Island = ({ label }: { label: string }) => <b>{label}</b>;
    const Loaded = await loadIsland('Island', Promise.resolve(Island));
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(() => root.render(<Loaded label="the island" />));
    expect(host.innerHTML).toBe('<b>the island</b>');
    act(() => root.unmount());
    host.remove();
    expect(warn).not.toHaveBeenCalled();
  });

  it('holds the page’s hydration signal from its load until the island has mounted', async () => {
    resetHydrationSignal();
    rootHydrated();
    const html = document.documentElement;
    expect(html.hasAttribute('data-hydrated')).toBe(true);
    let arrive: (island: () => null) => void = () => undefined;
    const loading = loadIsland('Island', new Promise<() => null>((resolve) => (arrive = resolve)));
    expect(html.hasAttribute('data-hydrated')).toBe(false);
    arrive(() => null);
    const Loaded = await loading;
    expect(html.hasAttribute('data-hydrated')).toBe(false);
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(() => root.render(<Loaded />));
    expect(html.hasAttribute('data-hydrated')).toBe(true);
    act(() => root.unmount());
  });

  it('never rejects: a chunk that fails to load gives a stand-in island, logged with the island’s name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Island = ({ label }: { label: string }) => label;
    const failure = Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), { name: 'ChunkLoadError' });
    const standIn = await loadIsland('Island', Promise.reject<typeof Island>(failure));
    expect(standIn).not.toBe(Island);
    expect(typeof standIn).toBe('function');
    expect(warn).toHaveBeenCalledWith('[chunk] Island failed to load', 'Failed to load chunk /_next/static/chunks/x.js');
  });
});

describe('FailedIsland', () => {
  it('shows the generic notice in place, and nothing for a dialog or menu that is closed', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const show = (props: object) =>
      act(() =>
        root.render(
          <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
            <FailedIsland {...props} />
          </NextIntlClientProvider>,
        ),
      );
    await show({});
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong');
    await show({ open: true });
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
    await show({ open: false });
    expect(host.innerHTML).toBe('');
    // a lazily loaded menu's surface tells its button it is shown: the stand-in does as well
    const onReady = vi.fn();
    await show({ open: true, onReady });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
    act(() => root.unmount());
    host.remove();
  });
});
