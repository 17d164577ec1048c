// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { islandLoading, resetHydrationSignal, rootHydrated } from './hydration-signal';

const ready = () => document.documentElement.hasAttribute('data-hydrated');
const marks = () => performance.getEntriesByName('hydrated', 'mark').length;

describe('the hydration signal', () => {
  beforeEach(() => {
    resetHydrationSignal();
    performance.clearMarks('hydrated');
  });

  it('holds once the root has hydrated and every loading island has mounted, and is marked the first time', () => {
    const first = islandLoading();
    const second = islandLoading();
    expect(ready()).toBe(false);
    rootHydrated();
    expect(ready()).toBe(false);
    first();
    first();
    expect(ready()).toBe(false);
    second();
    expect(ready()).toBe(true);
    expect(marks()).toBe(1);
  });

  it('an island loaded later takes it away until it mounts; the mark stays the first one', () => {
    rootHydrated();
    expect(ready()).toBe(true);
    const later = islandLoading();
    expect(ready()).toBe(false);
    later();
    expect(ready()).toBe(true);
    expect(marks()).toBe(1);
  });
});
