import { describe, expect, it } from 'vitest';
import { fileSizeText, pickFiles } from './attachment-rules';

const file = (name: string) => ({ name });

describe('pickFiles', () => {
  it('keeps the files without a problem while there is room, and says why the others are refused', () => {
    const result = pickFiles([file('a.png')], [file('b.pdf'), file('c.txt'), file('d.png'), file('e.png')], [undefined, 'wrongType', undefined, undefined], 3);
    expect(result.files.map((f) => f.name)).toEqual(['a.png', 'b.pdf', 'd.png']);
    expect(result.refused).toEqual([
      { name: 'c.txt', problem: 'wrongType' },
      { name: 'e.png', problem: 'tooMany' },
    ]);
  });

  it('refuses an empty or too large file by name', () => {
    expect(pickFiles([], [file('x.png'), file('y.png')], ['empty', 'tooLarge'], 3)).toEqual({
      files: [],
      refused: [
        { name: 'x.png', problem: 'empty' },
        { name: 'y.png', problem: 'tooLarge' },
      ],
    });
  });
});

describe('fileSizeText', () => {
  it('writes kB below a megabyte and MB above, in the locale', () => {
    expect(fileSizeText(256, 'en')).toBe('1 kB');
    expect(fileSizeText(300 * 1024, 'en')).toBe('300 kB');
    expect(fileSizeText(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(fileSizeText(2.5 * 1024 * 1024, 'de')).toBe('2,5 MB');
  });
});
