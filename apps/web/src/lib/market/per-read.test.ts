import { describe, expect, it } from 'vitest';
import { perRead } from './per-read';

describe('perRead', () => {
  it('computes once per input object and again for a new one', () => {
    let calls = 0;
    const total = perRead((input: { readonly n: readonly number[] }) => {
      calls += 1;
      return input.n.reduce((a, b) => a + b, 0);
    });
    const read = { n: [1, 2, 3] };
    expect(total(read)).toBe(6);
    expect(total(read)).toBe(6);
    expect(calls).toBe(1);
    // an equal but new read (the next few seconds' list) is computed afresh
    expect(total({ n: [1, 2, 3] })).toBe(6);
    expect(calls).toBe(2);
  });

  it('remembers falsy values too', () => {
    let calls = 0;
    const none = perRead((_: object) => {
      calls += 1;
      return undefined;
    });
    const read = {};
    none(read);
    none(read);
    expect(calls).toBe(1);
  });
});
