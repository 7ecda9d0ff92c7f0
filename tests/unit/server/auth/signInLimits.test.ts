import { describe, expect, it } from 'vitest';
import { delayAfter, LONGEST_DELAY_SECONDS, SIGN_IN_KEYS } from '../../../../server/auth/signInLimits';
import { parseKey } from '../../../../server/modules/signInLocks/store';

describe('sign-in limits', () => {
  it('slows an account down by growing delays that stop at a minute, never a lockout', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(delayAfter)).toEqual([5, 10, 20, 40, 60, 60, 60]);
    expect(delayAfter(1000)).toBe(LONGEST_DELAY_SECONDS);
  });

  it('reads back the keys it writes, an IPv6 address with its colons', () => {
    const pair = SIGN_IN_KEYS.pair('Owner@Demo.local ', '2001:db8::1');
    expect(pair).toBe(SIGN_IN_KEYS.pair('owner@demo.local', '2001:db8::1'));
    expect(parseKey(pair)).toMatchObject({ kind: 'pair', address: '2001:db8::1' });
    expect(parseKey(SIGN_IN_KEYS.address('10.0.0.1'))).toEqual({ kind: 'address', digest: null, address: '10.0.0.1' });
    expect(parseKey(SIGN_IN_KEYS.account('a@b.test'))).toMatchObject({ kind: 'account', address: null });
    // Other counters (sign-up, reset, an account's delay turn) are no locks to list or clear.
    for (const key of ['register:addr:1.2.3.4', SIGN_IN_KEYS.turn('a@b.test'), 'login:', 'jwt_secret'])
      expect(parseKey(key)).toBeUndefined();
  });
});
