import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct-horse-1');
    expect(stored.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('Correct-horse-1', stored)).toBe(true);
    expect(await verifyPassword('Correct-horse-2', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-Password-1')).not.toBe(await hashPassword('same-Password-1'));
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$2$3', 'bcrypt$16384$8$1$abc$def', 'scrypt$x$8$1$abc$def', 'scrypt$16384$8$1$abc$']) {
      expect(await verifyPassword('anything1', stored)).toBe(false);
    }
  });
});
