// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { authProvider } from '../../../src/authProvider';
import { httpClient, onSessionExpired } from '../../../src/authProvider/httpClient';
import { accessToken, storeSession } from '../../../src/authProvider/session';

const server = setupServer();
const signOuts: string[] = [];
let expiries = 0;
let stopListening: () => void;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  stopListening = onSessionExpired(() => {
    expiries += 1;
  });
});
beforeEach(() => {
  signOuts.length = 0;
  expiries = 0;
  storeSession({ accessToken: 'a1', refreshToken: 'r1', role: 3, roleId: 4, userPermissions: [] });
  server.resetHandlers(
    http.post('*/api/AuthenticationAPI/UserSignOut', ({ request }) => {
      signOuts.push(request.headers.get('authorization') ?? '');
      // A session the server already ended: the sign-out is refused, which must not matter.
      return HttpResponse.json({ isSuccess: false, alertMessage: 'Please sign in to continue.' }, { status: 401 });
    }),
    http.post('*/api/RefreshTokensAPI/RefreshToken', () =>
      HttpResponse.json({ isSuccess: false, alertMessage: 'Session expired. Please login again.' }, { status: 401 }),
    ),
    http.get('*/api/EmployeeTypeAPI/GetAll', () =>
      HttpResponse.json({ isSuccess: false, alertMessage: 'Please sign in to continue.' }, { status: 401 }),
    ),
  );
});
afterEach(() => localStorage.clear());
afterAll(() => {
  stopListening();
  server.close();
});

describe('how a session ends', () => {
  it('a session the server revoked: one refresh is tried, then sign-out, a cleared session and one expiry notice', async () => {
    const both = Promise.allSettled([
      httpClient('/api/EmployeeTypeAPI/GetAll'),
      httpClient('/api/EmployeeTypeAPI/GetAll'),
    ]);
    const results = await both;
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(accessToken()).toBeNull();
    expect(signOuts).toEqual(['Bearer a1']);
    expect(expiries).toBe(1);
  });

  it('signing out calls UserSignOut, ignores its 401, clears the session and says nothing about expiry', async () => {
    await expect(authProvider.logout({})).resolves.toBe('/signin');
    expect(signOuts).toEqual(['Bearer a1']);
    expect(accessToken()).toBeNull();
    expect(expiries).toBe(0);
  });

  it('a visitor without a session is sent to /signin, with no expiry notice', async () => {
    localStorage.clear();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/signin' });
    await authProvider.logout({});
    expect(signOuts).toEqual([]);
    expect(expiries).toBe(0);
  });
});
