// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AccessGate } from '../../../src/ui/AccessGate';
import { AccessDeniedNotice } from '../../../src/ui/AccessDeniedNotice';
import { LOCALES_DIR, namespaces } from '../../support/locales';

const resources = Object.fromEntries(
  ['en', 'ar'].map((lng) => [
    lng,
    Object.fromEntries(
      namespaces(lng).map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, `${ns}.json`), 'utf8'))]),
    ),
  ]),
);
const common = (lng: 'en' | 'ar') => resources[lng].common as { accessDenied: string };

const refusing: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async () => false,
};

afterEach(cleanup);

/** Every screen a role may not open says so in one wording, in the user's language. */
describe('access denied', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`tells a refused role in ${language} on an estimation screen and on a people screen alike`, async () => {
      const i18n = createInstance();
      const provider = await getI18nProvider(i18n, {
        lng: language,
        fallbackLng: 'en',
        resources,
        defaultNS: 'admin',
        fallbackNS: ['common', 'server'],
        interpolation: { escapeValue: false },
      });
      render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <AdminContext i18nProvider={provider} authProvider={refusing}>
              <AccessGate resource="estimationReport">
                <p>the report</p>
              </AccessGate>
              <AccessDeniedNotice />
            </AdminContext>
          </MemoryRouter>
        </I18nextProvider>,
      );
      // The gate's notice is loaded lazily: both are there once it has come.
      await waitFor(() => expect(screen.getAllByText(common(language).accessDenied)).toHaveLength(2));
      expect(screen.queryByText('the report')).toBeNull();
    });
  }
});
