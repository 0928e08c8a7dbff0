import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/lib/password';

describe('password hashes', () => {
  it('store the scrypt parameters they were made with, so a cost change keeps old hashes valid', async () => {
    const product = await hashPassword('correct horse battery');
    expect(product).toMatch(/^scrypt\$131072\$8\$1\$/);
    const lowered = await hashPassword('correct horse battery', 14);
    expect(lowered).toMatch(/^scrypt\$16384\$8\$1\$/);
    for (const stored of [product, lowered]) {
      expect(await verifyPassword('correct horse battery', stored)).toBe(true);
      expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    }
  });

  it('refuse a stored value of another scheme or shape', async () => {
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$salt')).toBe(false);
  });
});
