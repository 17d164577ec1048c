import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './limits';
import { UPLOAD_CALLS, uploadBodyLimitOf } from './upload-calls';
import { MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_FILES, uploadBodyBytes } from './uploads';

const SRC = fileURLToPath(new URL('.', import.meta.url));

describe('upload calls', () => {
  it('lists every contract call that declares files, and only those', async () => {
    const declaring = new Set<unknown>();
    for (const file of readdirSync(SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const exports = (await import(`./${file.slice(0, -3)}`)) as Record<string, unknown>;
      for (const value of Object.values(exports)) {
        if (typeof value === 'object' && value !== null && 'path' in value && 'files' in value && value.files !== undefined) declaring.add(value);
      }
    }
    expect(new Set(UPLOAD_CALLS)).toEqual(declaring);
  });

  it('gives upload paths their own limit, bounded by the files they take, and no other path any', () => {
    for (const call of UPLOAD_CALLS) {
      const limit = uploadBodyLimitOf(call.path);
      expect(limit).toBe(uploadBodyBytes(call.files ?? {}));
      expect(limit).toBeGreaterThan(MAX_BODY_BYTES);
      expect(limit).toBeLessThanOrEqual(MAX_BODY_BYTES + MAX_UPLOAD_FILES * (MAX_UPLOAD_FILE_BYTES + 1024));
    }
    expect(uploadBodyLimitOf('/api/web/v1/usercenter/get_info')).toBeUndefined();
    expect(uploadBodyLimitOf(`${UPLOAD_CALLS[0]?.path ?? ''}/`)).toBeUndefined();
  });
});
