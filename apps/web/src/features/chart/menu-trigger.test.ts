import { describe, expect, it } from 'vitest';
import { centreOf, isContextMenuKey, menuButtonKey, offersMenu, toggledOpen, togglesOnPress } from './menu-trigger';

describe('menuButtonKey (Radix DropdownMenu.Trigger)', () => {
  it.each([
    ['Enter', 'toggle'],
    [' ', 'toggle'],
    ['ArrowDown', 'open'],
    ['ArrowUp', null],
    ['Escape', 'close'],
    ['Tab', null],
    ['a', null],
  ] as const)('%j → %s', (key, expected) => expect(menuButtonKey(key)).toBe(expected));
});

describe('toggledOpen', () => {
  it('opens a closed surface, closes one the visitor sees, and keeps opening one still loading', () => {
    expect(toggledOpen(false, false)).toBe(true);
    expect(toggledOpen(false, true)).toBe(true);
    expect(toggledOpen(true, true)).toBe(false);
    expect(toggledOpen(true, false)).toBe(true);
  });
});

describe('togglesOnPress', () => {
  it.each([
    ['primary button', { button: 0, ctrlKey: false }, true],
    ['Ctrl+click (a Mac right click)', { button: 0, ctrlKey: true }, false],
    ['middle button', { button: 1, ctrlKey: false }, false],
    ['right button', { button: 2, ctrlKey: false }, false],
  ] as const)('%s → %s', (_name, press, expected) => expect(togglesOnPress(press)).toBe(expected));
});

describe('isContextMenuKey', () => {
  it.each([
    ['the ContextMenu key', { key: 'ContextMenu', shiftKey: false }, true],
    ['Shift+ContextMenu', { key: 'ContextMenu', shiftKey: true }, true],
    ['Shift+F10', { key: 'F10', shiftKey: true }, true],
    ['F10 alone', { key: 'F10', shiftKey: false }, false],
    ['Shift+F9', { key: 'F9', shiftKey: true }, false],
    ['Enter', { key: 'Enter', shiftKey: false }, false],
  ] as const)('%s → %s', (_name, key, expected) => expect(isContextMenuKey(key)).toBe(expected));
});

describe('centreOf', () => {
  it('is the middle of the box, in the viewport', () => expect(centreOf({ left: 10, top: 20, width: 300, height: 101 })).toEqual({ x: 160, y: 70.5 }));
});

describe('offersMenu', () => {
  it.each([
    ['a guest with no price: the log-in link', { price: '', quickOrder: false, loggedIn: false }, true],
    ['a guest with quick orders', { price: '64000.5', quickOrder: true, loggedIn: false }, true],
    ['logged in, a price: set an alert', { price: '64000.5', quickOrder: false, loggedIn: true }, true],
    ['logged in, a price below zero: nothing', { price: '-3.2', quickOrder: false, loggedIn: true }, false],
    ['logged in, no price: nothing', { price: '', quickOrder: false, loggedIn: true }, false],
    ['logged in, quick orders', { price: '0.00012', quickOrder: true, loggedIn: true }, true],
  ] as const)('%s → %s', (_name, choices, expected) => expect(offersMenu(choices)).toBe(expected));
});
