import { describe, expect, it } from 'vitest';
import type { FastifyError } from 'fastify';
import { loggable } from '../../../../server/http/compat';

describe('what an unexpected error leaves in the log', () => {
  it('keeps the first line and codes, never the statement parameters', () => {
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email","password_hash") values ($1, $2)\nparams: a@b.c,$argon2id$v=19$m=19456$secret',
      ),
      {
        code: 'X',
        cause: { code: '23505', message: 'duplicate key value\nDETAIL: Key (email)=(a@b.c) already exists.' },
      },
    ) as unknown as FastifyError;
    const logged = JSON.stringify(loggable(error));
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('a@b.c');
    expect(logged).toContain('23505');
  });
});
