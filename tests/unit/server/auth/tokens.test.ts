import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { TokenService, type Principal } from '../../../../server/auth/tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const OWNER: Principal = { userId: 7, organizationId: 3, kind: 'owner', roleId: null, sessionId: 'family-1' };

/**
 * The signature of a token is checked once per process; what is kept must answer exactly as a
 * fresh verification would, the expiry above all.
 */
describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token verified before as a fresh verification does', async () => {
    const tokens = new TokenService(SECRET, 900);
    const token = await tokens.sign(OWNER);
    const first = await tokens.verify(token);
    expect(first).toEqual(OWNER);
    // The caller may add to the principal (the guard adds the email): the kept one is not touched.
    Object.assign(first ?? {}, { email: 'someone@example.com' });
    expect(await tokens.verify(token)).toEqual(OWNER);
  });

  it('refuses a kept token from the second its lifetime ends, unless expiry is ignored (refresh)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00.000Z'));
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.sign(OWNER);
    expect(await tokens.verify(token)).toEqual(OWNER);
    vi.setSystemTime(new Date('2030-01-01T00:00:59.999Z'));
    expect(await tokens.verify(token)).toEqual(OWNER);
    vi.setSystemTime(new Date('2030-01-01T00:01:00.000Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await new TokenService(SECRET, 60).verify(token), 'a fresh verification agrees').toBeNull();
    expect(await tokens.verify(token, { ignoreExpiry: true })).toEqual(OWNER);
  });

  it('refuses a token signed with another key, every time', async () => {
    const tokens = new TokenService(SECRET, 900);
    const forged = await new TokenService('another-secret-of-thirty-two-characters!', 900).sign(OWNER);
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
    const noExpiry = await new SignJWT({ kind: 'owner', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('tawazun')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(noExpiry), 'no expiry: valid, as jose says, but not kept').toMatchObject({ userId: 7 });
  });
});
