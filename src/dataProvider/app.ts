import type { DataProvider } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { lazyAreaMethods } from './lazyAreas';
import { peopleOnFirstCall } from './peopleOnFirstCall';
import { personalDataMethods } from './personalData';
import { profileMethods } from './profile';
import type { Http } from './requests';
import { resourceMethods } from './resources';
import { setupMethods } from './setup';

/**
 * The app's data provider, one flat object: react-admin's methods for every resource, and beside
 * them the named methods of each area (first-run setup, profile, personal data, and those
 * loaded with their first call: people, estimation, workforce plan, import, messages).
 */
export function createAppDataProvider(http: Http = httpClient) {
  return {
    ...resourceMethods(http),
    ...peopleOnFirstCall(http).methods,
    ...setupMethods(http),
    ...profileMethods(http),
    ...personalDataMethods(http),
    ...lazyAreaMethods(http),
  } satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof createAppDataProvider>;
