import type { DataProvider } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { createDataProvider } from './index';
import { peopleMethods, peopleResources, type PeopleMethods, type ResourceMethods } from './people';
import { withContactMessages, type ContactMethods } from './contact';
import { withEstimation, type EstimationMethods } from './estimation';
import { setupMethods, type SetupMethods } from './setup';
import { profileMethods, type ProfileMethods } from './profile';
import { personalDataMethods, type PersonalDataMethods } from './personalData';
import { withWorkforcePlan, type WorkforcePlanMethods } from './workforcePlan';
import { withImport, type ImportMethods } from './import';
import { withAuditTrail } from './audit';

/**
 * The app's data provider: react-admin's methods for every resource, and the named methods of the
 * screens that are not lists of records. Each area declares its methods in its own file of this
 * folder and adds them here.
 */
export type AppDataProvider = DataProvider &
  PeopleMethods &
  EstimationMethods &
  ContactMethods &
  SetupMethods &
  ProfileMethods &
  PersonalDataMethods &
  WorkforcePlanMethods &
  ImportMethods;

type Method = (resource: string, params: unknown) => Promise<unknown>;

/** `base`, except for the resources of `table`, which answer with their own methods. */
function withOwnResources(base: DataProvider, table: Record<string, ResourceMethods>): DataProvider {
  const dispatched: Record<string, unknown> = { ...base };
  for (const [name, method] of Object.entries(base)) {
    if (typeof method !== 'function') continue;
    dispatched[name] = (resource: string, params: unknown) => {
      if (!(resource in table)) return (method as Method)(resource, params);
      const own = table[resource][name as keyof ResourceMethods] as Method | undefined;
      return own ? own(resource, params) : Promise.reject(new Error(`${resource} has no ${name}`));
    };
  }
  return dispatched as DataProvider;
}

export function createAppDataProvider(http: typeof httpClient = httpClient): AppDataProvider {
  const people = {
    ...withOwnResources(createDataProvider(http), peopleResources(http)),
    ...peopleMethods(http),
    ...setupMethods(http),
    ...profileMethods(http),
    ...personalDataMethods(http),
  };
  return withAuditTrail(withImport(withWorkforcePlan(withContactMessages(withEstimation(people)))), http);
}
