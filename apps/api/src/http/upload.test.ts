import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineCall, ok } from '@exchange/contract/define';
import { applyKyc } from '@exchange/contract/kyc-apply';
import { MAX_BODY_BYTES } from '@exchange/contract/limits';
import { uploadBodyLimitOf } from '@exchange/contract/upload-calls';
import { DOCUMENT_KINDS, IMAGE_KINDS, MAX_UPLOAD_FILE_BYTES, fileRule, filesSpec, getUploadFile, uploadFileUrl } from '@exchange/contract/uploads';
import { z } from 'zod/mini';
import { storeUploads } from '../domain/uploads';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';
import { newTrader } from '../../test/traders';
import { multipart, testFile } from '../../test/uploads';
import { ApiError } from './errors';
import { cleanFileName, readUpload } from './upload';

/** A call only this test declares: one required image, up to two optional images or PDFs. */
const testUpload = defineCall({
  method: 'POST',
  path: '/test/upload',
  request: z.strictObject({ note: z.string().check(z.maxLength(10, 'note is too long')) }),
  files: filesSpec({ doc: fileRule(IMAGE_KINDS), extra: fileRule(DOCUMENT_KINDS, { min: 0, max: 2 }) }),
  answer: ok(z.unknown()),
  fallback: { code: 0, message: '', data: null },
});

const mini = new Hono();
mini.post(testUpload.path, async (c) => {
  const { input, files } = await readUpload(c, testUpload);
  const describe = (list: readonly { kind: string; name: string; size: number; sha256: string; mime: string }[]) =>
    list.map(({ kind, name, size, sha256, mime }) => ({ kind, name, size, sha256, mime }));
  return c.json({ input, doc: describe(files.doc), extra: describe(files.extra) });
});
mini.onError((error, c) => (error instanceof ApiError ? c.json(error.answer, error.status) : c.json({ message: String(error) }, 500)));

async function send(form: FormData | string, contentType?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers = contentType ? { 'content-type': contentType } : undefined;
  const res = await mini.request(testUpload.path, { method: 'POST', body: form, headers });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('readUpload', () => {
  it('takes the fields and files of the declaration, typed by their bytes, with cleaned names and SHA-256', async () => {
    const res = await send(
      multipart({ note: 'hi' }, { doc: testFile('jpeg', { name: 'scan.png', type: 'image/png' }), extra: [testFile('pdf'), testFile('webp')] }),
    );
    expect(res.status).toBe(200);
    expect(res.json.input).toEqual({ note: 'hi' });
    const [doc] = res.json.doc as { kind: string; name: string; mime: string; sha256: string; size: number }[];
    // a JPEG named .png is a JPEG: its name says so now
    expect(doc).toMatchObject({ kind: 'jpeg', mime: 'image/jpeg', name: 'scan.jpg', size: 256 });
    expect(doc?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((res.json.extra as { kind: string }[]).map((f) => f.kind)).toEqual(['pdf', 'webp']);
  });

  it('refuses a file whose bytes are not a kind its field takes, whatever its name and declared type say (415)', async () => {
    const pdfAsPng = await send(multipart({ note: 'x' }, { doc: testFile('pdf', { name: 'photo.png', type: 'image/png' }) }));
    expect(pdfAsPng.status).toBe(415);
    expect(pdfAsPng.json.message).toBe('doc must be a PNG, JPEG or WebP file');
    const textAsJpeg = await send(multipart({ note: 'x' }, { doc: testFile('text', { name: 'id.jpg', type: 'image/jpeg' }) }));
    expect(textAsJpeg.status).toBe(415);
    const textAsPdf = await send(multipart({ note: 'x' }, { doc: testFile('png'), extra: testFile('text', { name: 'a.pdf', type: 'application/pdf' }) }));
    expect(textAsPdf).toMatchObject({ status: 415, json: { message: 'extra must be a PNG, JPEG, WebP or PDF file' } });
  });

  it('refuses an empty file (400) and one over its limit (413)', async () => {
    const empty = await send(multipart({ note: 'x' }, { doc: new File([], 'empty.png', { type: 'image/png' }) }));
    expect(empty).toMatchObject({ status: 400, json: { message: 'doc is empty' } });
    const big = await send(multipart({ note: 'x' }, { doc: testFile('png', { size: MAX_UPLOAD_FILE_BYTES + 1 }) }));
    expect(big).toMatchObject({ status: 413, json: { message: 'doc is larger than 5 MiB' } });
  });

  it('refuses too many files for a field, a missing required file, an undeclared file field, and text where a file belongs', async () => {
    const three = await send(multipart({ note: 'x' }, { doc: testFile('png'), extra: [testFile('png'), testFile('png'), testFile('png')] }));
    expect(three).toMatchObject({ status: 400, json: { message: 'At most 2 extra files' } });
    const two = await send(multipart({ note: 'x' }, { doc: [testFile('png'), testFile('png')] }));
    expect(two).toMatchObject({ status: 400, json: { message: 'Send one doc file' } });
    const five = await send(
      multipart({ note: 'x' }, { doc: testFile('png'), extra: [testFile('png'), testFile('png')], other: [testFile('png'), testFile('png')] }),
    );
    expect(five).toMatchObject({ status: 400, json: { message: 'Unknown file field: other' } });
    const none = await send(multipart({ note: 'x' }));
    expect(none).toMatchObject({ status: 400, json: { message: 'doc is required' } });
    const text = await send(multipart({ note: 'x', doc: 'not a file' }));
    expect(text).toMatchObject({ status: 400, json: { message: 'doc must be a file' } });
    // names every object has are no file field: a clear 400, never a 500
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const inherited = await send(multipart({ note: 'x' }, { doc: testFile('png'), [name]: testFile('png') }));
      expect(inherited, name).toMatchObject({ status: 400, json: { message: `Unknown file field: ${name}` } });
    }
  });

  it('checks the text fields with the call’s schema, and takes only multipart bodies', async () => {
    const long = await send(multipart({ note: 'far too long a note' }, { doc: testFile('png') }));
    expect(long).toMatchObject({ status: 400, json: { message: 'note is too long' } });
    const unknown = await send(multipart({ note: 'x', sneaky: '1' }, { doc: testFile('png') }));
    expect(unknown).toMatchObject({ status: 400, json: { message: 'Unknown field: sneaky' } });
    const form = await send('note=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    const broken = await send('--x\r\nContent-Disposition: form-data; name="doc"\r\n\r\nno end', 'multipart/form-data; boundary=x');
    expect(broken).toMatchObject({ status: 400, json: { message: 'Malformed multipart body' } });
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment, drops control and bidi characters, replaces the rest, and ends with the kind’s extension', () => {
    expect(cleanFileName('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(cleanFileName('C:\\Users\\me\\My scan.JPG', 'jpeg')).toBe('My scan.jpg');
    expect(cleanFileName('invoice\u202Egnp.exe', 'pdf')).toBe('invoicegnp.pdf');
    expect(cleanFileName('<script>alert(1)</script>.png', 'png')).toBe('script_.png');
    expect(cleanFileName('a<b>"c";d.png', 'png')).toBe('a_b__c__d.png');
    expect(cleanFileName('паспорт 2024.webp', 'webp')).toBe('паспорт 2024.webp');
    expect(cleanFileName('...', 'png')).toBe('file.png');
    expect(cleanFileName('', 'jpeg')).toBe('file.jpg');
    expect(cleanFileName(`${'a'.repeat(300)}.png`, 'png')).toBe(`${'a'.repeat(80)}.png`);
  });
});

describe('uploads through the app', () => {
  const t = useFreshApp();
  let alice: { id: number; cookies: Record<string, string> };
  let bob: { id: number; cookies: Record<string, string> };
  let pngId = 0;
  let pdfId = 0;

  beforeAll(async () => {
    alice = await newTrader(t.app, t.handle.db, 'alice-upload@test.example', {});
    bob = await newTrader(t.app, t.handle.db, 'bob-upload@test.example', {});
    const now = new Date();
    const file = (kind: 'png' | 'pdf', name: string) => {
      const bytes = Buffer.from(
        kind === 'png' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7] : [...Buffer.from('%PDF-1.4 x')],
      );
      return { field: 'doc', kind, mime: kind === 'png' ? 'image/png' : 'application/pdf', name, size: bytes.length, bytes, sha256: 'x' } as const;
    };
    [pngId = 0, pdfId = 0] = await storeUploads(t.handle.db, alice.id, 'ticket', 1, [file('png', 'front.png'), file('pdf', 'Übersicht.pdf')], now);
  });

  it('serves a file to its owner with its recognised type, nosniff, a sandbox policy, and no shared caching', async () => {
    const res = await call(t.app, uploadFileUrl(pngId), { cookies: alice.cookies });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*; sandbox$/);
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="front.png"; filename*=UTF-8''front.png`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const pdf = await call(t.app, uploadFileUrl(pdfId), { cookies: alice.cookies });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="_bersicht.pdf"; filename*=UTF-8''%C3%9Cbersicht.pdf`);
  });

  it("answers another user's file, and a file that does not exist, with the same 404; a guest with 401", async () => {
    const other = await call(t.app, uploadFileUrl(pngId), { cookies: bob.cookies });
    expect(other.status).toBe(404);
    const none = await call(t.app, uploadFileUrl(pdfId + 1000), { cookies: bob.cookies });
    expect(none).toMatchObject({ status: 404, json: other.json });
    expect((await call(t.app, uploadFileUrl(pngId))).status).toBe(401);
    expect((await call(t.app, `${getUploadFile.path}?id=x`, { cookies: alice.cookies })).status).toBe(400);
  });

  it('gives an upload path its own body limit, and every other path the global one', async () => {
    const limit = uploadBodyLimitOf(applyKyc.path) ?? 0;
    const tooLong = await call(t.app, applyKyc.path, { cookies: alice.cookies, body: 'x'.repeat(limit + 1), contentType: 'multipart/form-data; boundary=x' });
    expect(tooLong.status).toBe(413);
    const overGlobal = await call(t.app, '/api/web/v1/usercenter/logout', {
      cookies: alice.cookies,
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(overGlobal.status).toBe(413);
  });
});
