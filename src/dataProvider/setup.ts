import { httpClient } from '../authProvider/httpClient';
import type { SetupProgress } from '@domain/setupSteps';
import { platformApi } from '@domain/api/platform';
import { apiPath } from '@domain/api/endpoint';
import { guarded } from './requests';

/** The dashboard's first-run checklist. */
export function setupMethods(http: typeof httpClient = httpClient) {
  return {
    /** GetSetupProgress: for each step the user may take, how many records the organisation has. */
    setupProgress: () => guarded(async () => (await http(apiPath(platformApi.setupProgress))).json as SetupProgress[]),
  };
}

export type SetupMethods = ReturnType<typeof setupMethods>;
