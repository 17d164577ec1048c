import { describe, expect, it } from 'vitest';
import { refreshingAnswers } from './refreshing-answer';
import type { PreparedAnswer } from './shared-answer';

const answerOf = (text: string): PreparedAnswer => ({ json: Buffer.from(text), gzip: Buffer.from(text) });
const text = async (p: Promise<PreparedAnswer>) => new TextDecoder().decode((await p).json);

/** A build whose every call waits until the test settles it. */
function controlledBuilds() {
  const pending: { resolve: (a: PreparedAnswer) => void; reject: (e: Error) => void }[] = [];
  let calls = 0;
  const build = () => {
    calls += 1;
    return new Promise<PreparedAnswer>((resolve, reject) => pending.push({ resolve, reject }));
  };
  /** settles the oldest build not settled yet (after letting started builds run) */
  const settle = async (value: string | Error) => {
    for (let i = 0; i < 5 && pending.length === 0; i += 1) await Promise.resolve();
    const next = pending.shift();
    if (!next) throw new Error('no build in flight');
    if (value instanceof Error) next.reject(value);
    else next.resolve(answerOf(value));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { build, settle, calls: () => calls, inFlight: () => pending.length };
}

function setup(maxAgeMs = 1000) {
  let now = 0;
  let version = 0;
  const errors: unknown[] = [];
  const get = refreshingAnswers({
    maxAgeMs,
    version: { current: () => version },
    clock: () => now,
    logError: (e) => errors.push(e),
  });
  return {
    get,
    errors,
    tick: (ms: number) => (now += ms),
    bump: () => (version += 1),
  };
}

describe('refreshingAnswers', () => {
  it('makes the first requests wait for one shared build', async () => {
    const { get } = setup();
    const b = controlledBuilds();
    const first = get('k', b.build);
    const second = get('k', b.build);
    await b.settle('v1');
    expect([await text(first), await text(second)]).toEqual(['v1', 'v1']);
    expect(b.calls()).toBe(1);
  });

  it('on a new version serves the previous answer while one rebuild runs, then the new one', async () => {
    const s = setup();
    const b = controlledBuilds();
    const first = s.get('k', b.build);
    await b.settle('v1');
    await first;
    s.bump();
    // requests during the rebuild: the previous answer, not a wait, and no second rebuild
    expect(await text(s.get('k', b.build))).toBe('v1');
    expect(await text(s.get('k', b.build))).toBe('v1');
    expect(b.calls()).toBe(2);
    await b.settle('v2');
    expect(await text(s.get('k', b.build))).toBe('v2');
    expect(b.calls()).toBe(2);
  });

  it('keeps serving the last good answer when a rebuild fails, and tries again at the next request', async () => {
    const s = setup();
    const b = controlledBuilds();
    const first = s.get('k', b.build);
    await b.settle('v1');
    await first;
    s.bump();
    expect(await text(s.get('k', b.build))).toBe('v1');
    await b.settle(new Error('database gone'));
    expect(s.errors).toHaveLength(1);
    expect(await text(s.get('k', b.build))).toBe('v1');
    expect(b.calls()).toBe(3);
    await b.settle('v2');
    expect(await text(s.get('k', b.build))).toBe('v2');
  });

  it('re-reads once the answer is older than the bound when no new version is announced', async () => {
    const s = setup(1000);
    const b = controlledBuilds();
    const first = s.get('k', b.build);
    await b.settle('v1');
    await first;
    s.tick(999);
    expect(await text(s.get('k', b.build))).toBe('v1');
    expect(b.calls()).toBe(1);
    s.tick(1);
    expect(await text(s.get('k', b.build))).toBe('v1');
    expect(b.calls()).toBe(2);
    await b.settle('v2');
    expect(await text(s.get('k', b.build))).toBe('v2');
  });

  it('keeps keys apart', async () => {
    const s = setup();
    const b = controlledBuilds();
    const a = s.get('a', b.build);
    const c = s.get('c', b.build);
    await b.settle('A');
    await b.settle('C');
    expect([await text(a), await text(c)]).toEqual(['A', 'C']);
  });

  it('builds every time with a zero bound', async () => {
    const s = setup(0);
    let n = 0;
    const build = () => Promise.resolve(answerOf(String((n += 1))));
    expect(await text(s.get('k', build))).toBe('1');
    expect(await text(s.get('k', build))).toBe('2');
  });

  it('lets a failed first build fail its callers and retries at the next request', async () => {
    const s = setup();
    const b = controlledBuilds();
    const first = s.get('k', b.build);
    await b.settle(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    const again = s.get('k', b.build);
    await b.settle('v1');
    expect(await text(again)).toBe('v1');
  });
});
