import { Hono } from 'hono';
import { getUploadFile } from '@exchange/contract/uploads';
import { contentDisposition, readOwnUpload } from '../domain/uploads';
import { serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { readInput } from '../http/input';
import { UPLOAD_CSP } from '../security/headers';
import { requireUser } from '../security/auth';

export function uploadRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * One of the caller's own files: its recognised type, never sniffed (nosniff comes with every
   * answer), under a sandboxing policy, inline for images and an attachment otherwise, private to
   * the browser. Another user's file is the same 404 as none.
   */
  serve(app, getUploadFile, async (c) => {
    const { user } = requireUser(c);
    const { id } = await readInput(c, getUploadFile);
    const file = await readOwnUpload(c.var.db, user.id, id);
    if (!file) throw notFound();
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.mime,
      'Content-Length': String(file.data.length),
      'Content-Disposition': contentDisposition(file.mime, file.name),
      'Content-Security-Policy': UPLOAD_CSP,
      'Cache-Control': 'private, no-store',
      'Cross-Origin-Resource-Policy': 'same-origin',
      Vary: 'Cookie',
    });
  });

  return app;
}
