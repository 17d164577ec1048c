import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS, MAX_UPLOAD_FILE_BYTES, bytesText, fileProblem, fileRule, filesSpec, kindOfBytes, kindsText, uploadBodyBytes } from './uploads';

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((ch) => ch.charCodeAt(0)) : p)));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n');

describe('kindOfBytes', () => {
  it('recognises PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(kindOfBytes(PNG)).toBe('png');
    expect(kindOfBytes(JPEG)).toBe('jpeg');
    expect(kindOfBytes(WEBP)).toBe('webp');
    expect(kindOfBytes(PDF)).toBe('pdf');
  });

  it('recognises nothing else: text, HTML, a GIF, an SVG, a truncated signature, a RIFF that is not WebP', () => {
    expect(kindOfBytes(bytes('hello world, a text file'))).toBeUndefined();
    expect(kindOfBytes(bytes('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(kindOfBytes(bytes('GIF89a', [1, 0, 1, 0]))).toBeUndefined();
    expect(kindOfBytes(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(kindOfBytes(PNG.subarray(0, 8))).toBeUndefined();
    expect(kindOfBytes(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(kindOfBytes(new Uint8Array())).toBeUndefined();
  });
});

describe('file rules', () => {
  const rule = fileRule(IMAGE_KINDS);

  it('refuses an empty file, one over the limit, and one of a kind the rule does not take', () => {
    expect(fileProblem(rule, 0, 'png')).toBe('empty');
    expect(fileProblem(rule, MAX_UPLOAD_FILE_BYTES + 1, 'png')).toBe('tooLarge');
    expect(fileProblem(rule, 10, 'pdf')).toBe('wrongType');
    expect(fileProblem(rule, 10, undefined)).toBe('wrongType');
    expect(fileProblem(rule, MAX_UPLOAD_FILE_BYTES, 'jpeg')).toBeUndefined();
  });

  it('refuses a declaration over the limits where it is made', () => {
    expect(() => filesSpec({ a: fileRule(IMAGE_KINDS, { max: 3 }), b: fileRule(IMAGE_KINDS, { max: 2 }) })).toThrow(/at most 4 files/);
    expect(() => filesSpec({ a: fileRule(IMAGE_KINDS, { maxBytes: MAX_UPLOAD_FILE_BYTES + 1 }) })).toThrow(/maxBytes/);
    expect(() => filesSpec({ a: fileRule([], {}) })).toThrow(/bad rule/);
  });

  it('bounds the body by the files at their longest', () => {
    const spec = filesSpec({ a: fileRule(IMAGE_KINDS, { max: 2, maxBytes: 1000 }) });
    expect(uploadBodyBytes(spec)).toBe(16 * 1024 + 2 * (1000 + 1024));
  });

  it('says the kinds and sizes in words', () => {
    expect(kindsText(IMAGE_KINDS)).toBe('PNG, JPEG or WebP');
    expect(kindsText(['pdf'])).toBe('PDF');
    expect(bytesText(MAX_UPLOAD_FILE_BYTES)).toBe('5 MiB');
    expect(bytesText(300 * 1024 + 5)).toBe('300 KiB');
  });
});
