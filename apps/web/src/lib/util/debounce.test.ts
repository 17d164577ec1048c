import { describe, expect, it, vi } from 'vitest';
import { leadingGuard } from './debounce';

describe('leadingGuard', () => {
  it('runs the first call and drops calls within the window', () => {
    let clock = 1000;
    const run = vi.fn();
    const guarded = leadingGuard(1500, run, () => clock);
    expect(guarded('a')).toBe(true);
    clock += 1499;
    expect(guarded('b')).toBe(false);
    clock += 1;
    expect(guarded('c')).toBe(true);
    expect(run.mock.calls).toEqual([['a'], ['c']]);
  });
});
