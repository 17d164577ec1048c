import { describe, expect, it } from 'vitest';
import { closed, opened } from './overlays';

const start = { current: null, opener: null, seen: [], last: {} };
const button = { id: 'gear' } as unknown as HTMLElement;
const drawerButton = { id: 'menu' } as unknown as HTMLElement;

describe('the overlay store', () => {
  it('opens one overlay at a time, remembering its opener and that it has been seen', () => {
    const s = opened(start, { kind: 'settings', anchored: true }, button);
    expect(s.current).toEqual({ kind: 'settings', anchored: true });
    expect(s.opener).toBe(button);
    expect(s.seen).toEqual(['settings']);
  });

  it('a chain (drawer → language → Turkish confirm) keeps the opener of its first overlay', () => {
    const drawer = opened(start, { kind: 'drawer' }, drawerButton);
    const language = opened(drawer, { kind: 'language', tab: '1' }, null);
    const turkish = opened(language, { kind: 'turkish' }, null);
    expect(turkish.current).toEqual({ kind: 'turkish' });
    expect(turkish.opener).toBe(drawerButton);
    expect(turkish.seen).toEqual(['drawer', 'language', 'turkish']);
  });

  it('closing keeps the overlay mounted with its last options (tab, anchoring) and its opener', () => {
    const open = opened(start, { kind: 'language', tab: '1' }, button);
    const shut = closed(open, 'language');
    expect(shut.current).toBeNull();
    expect(shut.last.language).toEqual({ kind: 'language', tab: '1' });
    expect(shut.opener).toBe(button);
    // closing a kind that is not open changes nothing
    expect(closed(open, 'drawer')).toBe(open);
    // after a close, the next overlay starts a new chain with its own opener
    expect(opened(shut, { kind: 'drawer' }, drawerButton).opener).toBe(drawerButton);
  });
});
