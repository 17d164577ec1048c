import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { describeIssues, safeParseInSlices } from './sliced-parse';

const row = z.object({
  id: z.number(),
  name: z.pipe(
    z.string(),
    z.transform((s) => s.toUpperCase()),
  ),
});
const list = z.object({ code: z.literal(0), message: z.string(), data: z.array(row) });
const rows = (n: number) => Array.from({ length: n }, (_, id) => ({ id, name: `pair${id}`, extra: 'dropped' }));

function counter() {
  const state = { pauses: 0 };
  return { state, pause: () => Promise.resolve(void (state.pauses += 1)) };
}

describe('safeParseInSlices', () => {
  it('gives what one safeParse gives (transforms applied, unknown keys dropped, order kept), pausing between slices', async () => {
    const body = { code: 0, message: 'ok', data: rows(1234) };
    const { state, pause } = counter();
    const sliced = await safeParseInSlices(list, body, pause, 100);
    const once = list.safeParse(body);
    expect(once.success).toBe(true);
    expect(sliced).toEqual({ success: true, data: once.data });
    expect(state.pauses).toBe(12);
    // a list no longer than a slice, and a body that is not a list, are parsed in one go
    for (const short of [
      { code: 0, message: '', data: rows(100) },
      { code: 0, message: '', data: [] },
    ]) {
      const c = counter();
      expect(await safeParseInSlices(list, short, c.pause, 100)).toEqual({ success: true, data: list.safeParse(short).data });
      expect(c.state.pauses).toBe(0);
    }
    expect(await safeParseInSlices(list, 'nope', pause, 100)).toMatchObject({ success: false });
  });

  it("refuses a bad row in any slice, naming the row's index in the whole list, and a bad envelope", async () => {
    for (const at of [0, 99, 100, 1233]) {
      const data: unknown[] = rows(1234);
      data[at] = { id: 'x', name: 'bad' };
      const result = await safeParseInSlices(list, { code: 0, message: '', data }, () => Promise.resolve(), 100);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.issues[0]?.path).toEqual(['data', at, 'id']);
    }
    const envelope = await safeParseInSlices(list, { code: 1, message: '', data: rows(300) }, () => Promise.resolve(), 100);
    expect(envelope).toMatchObject({ success: false, issues: [{ path: ['code'] }] });
    await expect(safeParseInSlices(list, {}, () => Promise.resolve(), 0)).rejects.toThrow(/positive integer/);
  });

  it('describes issues one line each, the whole list’s row index in the path, at most as many as asked', () => {
    const issues = [
      { path: ['data', 412, 'id'], message: 'Invalid input' },
      { path: ['code'], message: 'Expected number' },
    ];
    expect(describeIssues(issues)).toEqual(['data.412.id: Invalid input', 'code: Expected number']);
    expect(describeIssues(issues, 1)).toEqual(['data.412.id: Invalid input']);
  });
});
