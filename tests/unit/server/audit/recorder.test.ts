import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../../server/audit/recorder';

describe('changedFields', () => {
  it('keeps only the fields that changed, with their values before and after', () => {
    expect(
      changedFields({ name: 'A', description: 'x', version: 1 }, { name: 'B', description: 'x', version: 2 }),
    ).toEqual({ name: { before: 'A', after: 'B' } });
  });

  it('names every field of a created or deleted record, the missing side as null', () => {
    expect(changedFields(null, { name: 'A', tags: ['x'] })).toEqual({
      name: { before: null, after: 'A' },
      tags: { before: null, after: ['x'] },
    });
    expect(changedFields({ name: 'A' }, undefined)).toEqual({ name: { before: 'A', after: null } });
  });

  it('never keeps a password, hash, token, secret or stored file', () => {
    const secret = { passwordHash: 'h', password: 'p', tokenHash: 't', jwtSecret: 's', fileBase64: 'b', sheet: '[]' };
    expect(changedFields(null, secret)).toEqual({});
  });
});
