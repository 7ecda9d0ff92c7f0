import { describe, expect, it } from 'vitest';
import { apiRoute, everyEndpoint } from '@domain/api';
import { createHandlers } from '../../../src/mocks/handlers';
import { contactHandlers } from '../../../src/mocks/contact';

/** Operations' own endpoint: a monitoring system reads it with its token, never the app. */
const NOT_CALLED_BY_THE_APP = ['GET /api/metrics'];

describe('the mock backend', () => {
  it('has a handler for every endpoint the server declares, at /api/v1 and the documented paths', () => {
    const handled = new Set(
      [...createHandlers(), ...contactHandlers()].map((handler) => {
        const info = handler.info as { method: string; path: string };
        return `${info.method} ${String(info.path).replace(/^\*/, '')}`.toLowerCase();
      }),
    );
    const missing = everyEndpoint()
      .map((endpoint) => `${endpoint.method} ${apiRoute(endpoint)}`)
      .filter((key) => !handled.has(key.toLowerCase()) && !NOT_CALLED_BY_THE_APP.includes(key));
    expect(missing).toEqual([]);
  });
});
