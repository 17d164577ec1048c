// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { FailedIsland, loadIsland } from './failed-island';

// React's act() outside a test renderer
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadIsland', () => {
  it('hands over the island once its code has loaded, and logs nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Island = () => null;
    await expect(loadIsland('Island', Promise.resolve(Island))).resolves.toBe(Island);
    expect(warn).not.toHaveBeenCalled();
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
