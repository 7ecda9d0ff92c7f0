import { describe, expect, it } from 'vitest';
import { landingPath } from '../../../src/account/landing';

describe('where sign-in leads', () => {
  it('returns to where the user was going (spec §2), query included', () => {
    expect(landingPath({ nextPathname: '/employeesdetail', nextSearch: '?page=2' }, 2)).toBe('/employeesdetail?page=2');
    expect(landingPath({ nextPathname: '/UserDetail', nextSearch: '?userId=4' }, 3)).toBe('/UserDetail?userId=4');
  });

  it('starts on the FTE Calculation screen without an origin or from an account page', () => {
    expect(landingPath(undefined, 2)).toBe('/dashboard');
    expect(landingPath({ nextPathname: '/signin' }, 3)).toBe('/dashboard');
    expect(landingPath({ nextPathname: '/resetforgetpassword/abc' }, 3)).toBe('/dashboard');
    expect(landingPath({ nextPathname: '//elsewhere.example' }, 3)).toBe('/dashboard');
  });

  it('takes the Super Admin to its approval screen, whatever the origin', () => {
    expect(landingPath(undefined, 1)).toBe('/SuperAdminDashboard');
    expect(landingPath({ nextPathname: '/employeesdetail' }, 1)).toBe('/SuperAdminDashboard');
    expect(landingPath({ nextPathname: '/superadmindashboard' }, 1)).toBe('/superadmindashboard');
  });
});
