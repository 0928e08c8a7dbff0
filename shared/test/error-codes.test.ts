import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/api-error';

describe('error codes', () => {
  it('are each documented in docs/error-codes.md, and only those', () => {
    const doc = readFileSync(new URL('../../docs/error-codes.md', import.meta.url), 'utf8');
    const listed = [...doc.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual([...ERROR_CODES]);
  });
});
