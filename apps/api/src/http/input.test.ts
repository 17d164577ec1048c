import { describe, expect, it } from 'vitest';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs } from '../../test/http';
import { chatHistory, postChatMessage } from '@exchange/contract/chat';

/** readInput (input.ts) on a real call: JSON text that is no Unicode text is refused before a write. */
const t = useFreshApp();

describe('readInput', () => {
  it('refuses a JSON body with lone surrogates (in values and keys) with a 400, and stores nothing', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    // two lone low surrogates in a row: the text PGlite failed to store (a 500 before)
    for (const body of ['{"body":"a\\udda7\\udd9cb"}', '{"body":"x\\ud800"}', '{"body":"ok","\\udc00":1}']) {
      const res = await call(t.app, postChatMessage.path, { body, contentType: 'application/json', cookies });
      expect(res.status, body).toBe(400);
      expect(res.json).toEqual({ code: expect.any(Number), message: 'The JSON body is not valid Unicode text' });
    }
    const history = await call(t.app, chatHistory.path, { cookies });
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.json)).not.toContain('\\ud');
  });

  it('accepts astral characters written as escaped surrogate pairs', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const res = await call(t.app, postChatMessage.path, { body: '{"body":"hi \\ud83d\\udcb8"}', contentType: 'application/json', cookies });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ data: { body: 'hi 💸' } });
  });
});
