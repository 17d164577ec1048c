import { describe, expect, it } from 'vitest';
import { CHATROOM_MARGIN, clampPosition, defaultPosition, dragBy, initialPosition, keyMove, parseStoredPosition, windowSize } from './chatroom-rules';
import { chatroomAllowed, stripLocale } from './chatroom-allowed';

const desktop = { width: 1440, height: 900 };

describe('where the chatroom shows', () => {
  it.each([
    ['/', 1440, true],
    ['/', 768, true],
    ['/', 767, false],
    ['/', 375, false],
    ['/', Number.NaN, false],
    ['/price', 1024, true],
    ['/zh/price', 1024, true],
    ['/live', 1440, false],
    ['/live/video/123', 1440, false],
    ['/zh/live', 1440, false],
    ['/lively', 1440, true],
    ['/login', 1440, false],
    ['/login/reset', 1440, false],
    ['/de/login', 1440, false],
    ['/signup', 1440, false],
    ['/auth/callback', 1440, false],
    ['/authors', 1440, true],
    ['/groupchat/chatroom', 1440, false],
    ['/pt-br/groupchat/chatroom', 1440, false],
  ])('%s at %d px → %s', (path, width, allowed) => {
    expect(chatroomAllowed(path, width)).toBe(allowed);
  });

  it('strips only a real locale prefix', () => {
    expect(stripLocale('/zh-tw/live')).toBe('/live');
    expect(stripLocale('/ar')).toBe('/');
    expect(stripLocale('/xx/live')).toBe('/xx/live');
    expect(stripLocale('')).toBe('/');
  });
});

describe('size and position', () => {
  it('is 360 × 700, smaller only where the viewport is', () => {
    expect(windowSize(desktop)).toEqual({ width: 360, height: 700 });
    expect(windowSize({ width: 800, height: 600 })).toEqual({ width: 360, height: 600 });
    expect(windowSize({ width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
  });

  it('opens at the bottom inline-end corner by default', () => {
    const size = windowSize(desktop);
    expect(defaultPosition(size, desktop)).toEqual([1440 - 360 - CHATROOM_MARGIN, 900 - 700 - CHATROOM_MARGIN]);
    expect(defaultPosition(windowSize({ width: 800, height: 600 }), { width: 800, height: 600 })).toEqual([800 - 360 - CHATROOM_MARGIN, 0]);
  });

  it('keeps the whole window on screen', () => {
    const size = windowSize(desktop);
    expect(clampPosition([-50, -10], size, desktop)).toEqual([0, 0]);
    expect(clampPosition([5000, 5000], size, desktop)).toEqual([1080, 200]);
    expect(clampPosition([100.4, 50.6], size, desktop)).toEqual([100, 51]);
  });

  it.each([
    ['[10,20]', [10, 20]],
    ['[0,0]', [0, 0]],
    ['[-5.5,3]', [-5.5, 3]],
    [null, null],
    ['', null],
    ['nope', null],
    ['{"x":1,"y":2}', null],
    ['"10,20"', null],
    ['[10]', null],
    ['[1,2,3]', null],
    ['[1,"2"]', null],
    ['[1,null]', null],
    ['[1e999,2]', null],
    ['10', null],
  ])('reads the stored position %j as %j', (raw, expected) => {
    expect(parseStoredPosition(raw)).toEqual(expected);
  });

  it('uses a valid stored position (clamped), else the default', () => {
    const size = windowSize(desktop);
    expect(initialPosition('[100,50]', size, desktop)).toEqual([100, 50]);
    expect(initialPosition('[3000,50]', size, desktop)).toEqual([1080, 50]);
    expect(initialPosition('{"a":1}', size, desktop)).toEqual(defaultPosition(size, desktop));
    expect(initialPosition(null, size, desktop)).toEqual(defaultPosition(size, desktop));
  });

  it('turns pointer and arrow moves into logical moves', () => {
    expect(dragBy([100, 100], 30, -20, false)).toEqual([130, 80]);
    expect(dragBy([100, 100], 30, -20, true)).toEqual([70, 80]);
    expect(keyMove('ArrowLeft', false)).toEqual({ dx: -10, dy: 0 });
    expect(keyMove('ArrowDown', true)).toEqual({ dx: 0, dy: 50 });
    expect(keyMove('Enter', false)).toBeNull();
  });
});
