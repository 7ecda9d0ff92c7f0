import { describe, expect, it } from 'vitest';
import { translate } from '../../../../server/http/i18n';

describe('the server’s translations', () => {
  it('reads keys that hold dots themselves, as i18next does (audit events)', () => {
    expect(translate('en', 'admin:audit.events.login.success')).toBe('Signed in');
    expect(translate('en', 'admin:audit.events.password.change.refused')).toBe('Password change refused');
    expect(translate('ar', 'admin:audit.events.user.erased')).toBe('مسح البيانات الشخصية');
    // Nested keys as before, and a missing key answered as itself.
    expect(translate('en', 'personalData.sections.profile')).toBe('Profile');
    expect(translate('en', 'admin:audit.events.no.such.event')).toBe('admin:audit.events.no.such.event');
  });
});
