import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS, MAX_UPLOAD_FILE_BYTES, fileRule } from '@exchange/contract/uploads';
import { acceptOf, checkPickedFile } from './file-check';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

function file(head: number[], size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

describe('checkPickedFile', () => {
  const rule = fileRule(IMAGE_KINDS);

  it('takes an image by its bytes, whatever its name says', async () => {
    expect(await checkPickedFile(file(PNG_HEAD, 100, 'scan.pdf', 'application/pdf'), rule)).toBeUndefined();
  });

  it('refuses a file whose bytes are no image, though its name and type say PNG', async () => {
    expect(await checkPickedFile(file([0x25, 0x50, 0x44, 0x46, 0x2d], 100, 'photo.png', 'image/png'), rule)).toBe('wrongType');
  });

  it('refuses an empty file and one over the limit', async () => {
    expect(await checkPickedFile(new File([], 'a.png', { type: 'image/png' }), rule)).toBe('empty');
    expect(await checkPickedFile(file(PNG_HEAD, MAX_UPLOAD_FILE_BYTES + 1, 'a.png', 'image/png'), rule)).toBe('tooLarge');
  });

  it('hints the picker with the kinds’ types', () => {
    expect(acceptOf(IMAGE_KINDS)).toBe('image/png,image/jpeg,image/webp');
  });
});
