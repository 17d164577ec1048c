import { describe, expect, it } from 'vitest';
import { Attempt, newClientId } from './client-id';

describe('client id', () => {
  it('is what the contract accepts', () => {
    for (let i = 0; i < 50; i += 1) expect(newClientId()).toMatch(/^t-[A-Za-z0-9_.-]{1,28}$/);
    expect(newClientId()).not.toBe(newClientId());
  });

  it('is made once per attempt: the same draft keeps it until done, a changed draft gets a new one', () => {
    let n = 0;
    const attempt = new Attempt(() => `t-${(n += 1)}`);
    const draft = { amount: '10', address: 'a' };
    expect(attempt.idFor(draft)).toBe('t-1');
    expect(attempt.idFor({ address: 'a', amount: '10' })).toBe('t-1');
    expect(attempt.idFor({ ...draft, amount: '11' })).toBe('t-2');
    attempt.done();
    expect(attempt.idFor({ ...draft, amount: '11' })).toBe('t-3');
  });
});
