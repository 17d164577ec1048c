import { describe, expect, it } from 'vitest';
import { isTextField, paletteShortcut, type KeyLike, type TargetLike } from './shortcut';

const input = (type: string): TargetLike => ({ tagName: 'INPUT', type });
const press = (key: string, target: TargetLike | null, mods: Partial<KeyLike> = {}): KeyLike => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target,
  ...mods,
});

describe('isTextField', () => {
  it.each([
    [input('text'), true],
    [input(''), true],
    [input('search'), true],
    [input('email'), true],
    [input('password'), true],
    [input('number'), true],
    [{ tagName: 'textarea' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [input('checkbox'), false],
    [input('radio'), false],
    [input('button'), false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'A' }, false],
    [{ tagName: 'BODY' }, false],
    [null, false],
  ] as const)('%j → %s', (target, expected) => expect(isTextField(target)).toBe(expected));
});

describe('paletteShortcut', () => {
  const body = { tagName: 'BODY' };
  it('Ctrl-K and Cmd-K toggle it anywhere, a text field too', () => {
    expect(paletteShortcut(press('k', body, { ctrlKey: true }))).toBe('toggle');
    expect(paletteShortcut(press('K', input('text'), { metaKey: true }))).toBe('toggle');
  });
  it('K alone, or with Alt or Shift, does not', () => {
    expect(paletteShortcut(press('k', body))).toBeNull();
    expect(paletteShortcut(press('k', body, { ctrlKey: true, altKey: true }))).toBeNull();
    expect(paletteShortcut(press('K', body, { ctrlKey: true, shiftKey: true }))).toBeNull();
  });
  it("'/' opens it outside text fields only, and not with Ctrl, Cmd or Alt", () => {
    expect(paletteShortcut(press('/', body))).toBe('open');
    expect(paletteShortcut(press('/', { tagName: 'BUTTON' }))).toBe('open');
    expect(paletteShortcut(press('/', input('search')))).toBeNull();
    expect(paletteShortcut(press('/', { tagName: 'TEXTAREA' }))).toBeNull();
    expect(paletteShortcut(press('/', { tagName: 'DIV', isContentEditable: true }))).toBeNull();
    expect(paletteShortcut(press('/', body, { ctrlKey: true }))).toBeNull();
  });
  it('a press already handled, or during IME composition, does not count', () => {
    expect(paletteShortcut(press('k', body, { ctrlKey: true, defaultPrevented: true }))).toBeNull();
    expect(paletteShortcut(press('/', body, { isComposing: true }))).toBeNull();
  });
});
