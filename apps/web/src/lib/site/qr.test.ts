import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_MEMO_SIZE, QR_QUIET, qrPath, qrPathOf } from './qr';

/** Dark modules read back from a path: every `M x y h n v1 h-n z` rectangle, one row high. */
function darkCells(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(n); i += 1) cells.add(`${Number(x) + i - QR_QUIET},${Number(y) - QR_QUIET}`);
  }
  return cells;
}

describe('qrPathOf', () => {
  it('draws exactly the dark modules of the code, inside a quiet zone', () => {
    const value = 'https://www.gate.com/mobileapp?ch=web';
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const { d, box } = qrPathOf(value);
    expect(box).toBe(modules.size + 2 * QR_QUIET);
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row += 1) for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) expected.add(`${col},${row}`);
    expect(darkCells(d)).toEqual(expected);
    // runs are merged: fewer rectangles than dark modules
    expect(d.split('M').length - 1).toBeLessThan(expected.size);
  });
});

describe('qrPath', () => {
  it('answers the same drawing for the same value and keeps at most QR_MEMO_SIZE values', () => {
    const first = qrPath('https://example.test/app/0');
    expect(qrPath('https://example.test/app/0')).toBe(first);
    expect(qrPath('https://example.test/app/0')).toEqual(qrPathOf('https://example.test/app/0'));
    for (let i = 1; i <= QR_MEMO_SIZE; i += 1) qrPath(`https://example.test/app/${i}`);
    // the oldest went: a new object, the same drawing
    const again = qrPath('https://example.test/app/0');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
