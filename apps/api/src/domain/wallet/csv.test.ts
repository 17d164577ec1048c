import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('defuses formulas but keeps decimal numbers as they are', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('-0.00000001')).toBe('-0.00000001');
    expect(csvCell('100')).toBe('100');
    expect(csvCell('-1e5')).toBe("'-1e5");
  });

  it('writes a header and CRLF-ended lines', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['1', null],
          ['x,y', '-3'],
        ],
      ),
    ).toBe('a,b\r\n1,\r\n"x,y",-3\r\n');
  });
});
