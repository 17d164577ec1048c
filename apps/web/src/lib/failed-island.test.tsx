// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIsland } from './failed-island';

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
