import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chartPalette, histogramColor, THEME_TOKENS, withAlpha } from './palette';

describe('chartPalette', () => {
  it('follows the rise colour: green-up or red-up, in either theme', () => {
    expect(chartPalette('light', 'green')).toMatchObject({ up: THEME_TOKENS.light.green, down: THEME_TOKENS.light.red });
    expect(chartPalette('light', 'red')).toMatchObject({ up: THEME_TOKENS.light.red, down: THEME_TOKENS.light.green });
    expect(chartPalette('dark', 'red')).toMatchObject({ up: THEME_TOKENS.dark.red, down: THEME_TOKENS.dark.green, background: THEME_TOKENS.dark.bg });
  });
  it('colours MACD bars by sign and direction', () => {
    const p = chartPalette('light', 'green');
    expect(histogramColor('upRising', p)).toBe(p.up);
    expect(histogramColor('upFalling', p)).toBe(p.upSoft);
    expect(histogramColor('downFalling', p)).toBe(p.down);
    expect(histogramColor('downRising', p)).toBe(p.downSoft);
    expect(new Set([p.up, p.upSoft, p.down, p.downSoft]).size).toBe(4);
    const red = chartPalette('light', 'red');
    expect(histogramColor('upRising', red)).toBe(THEME_TOKENS.light.red);
  });
  it('writes alpha colours as rgba', () => expect(withAlpha('#0b7a4b', 0.5)).toBe('rgba(11, 122, 75, 0.5)'));
  it('mirrors the theme tokens of globals.css', () => {
    const css = readFileSync(fileURLToPath(new URL('../../../app/[locale]/globals.css', import.meta.url)), 'utf8');
    const block = (selector: string) => css.slice(css.indexOf(selector), css.indexOf('}', css.indexOf(selector)));
    const token = (text: string, name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(text)?.[1];
    const names = { bg: 'bg', fg: 'fg', fgMuted: 'fg-muted', border: 'border', brand: 'brand', green: 'green', red: 'red' } as const;
    for (const [theme, selector] of [
      ['light', ':root'],
      ['dark', "[data-theme='dark']"],
    ] as const) {
      for (const [key, name] of Object.entries(names))
        expect([theme, key, token(block(selector), name)]).toEqual([theme, key, THEME_TOKENS[theme][key as keyof typeof names]]);
    }
  });
});
