import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'ra-core';
import { registry, type ResourceSpec } from '@domain/registry';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { createEmployee } from '../../support/people';

/** ra-data-simple-rest as an integrator uses it: unmodified, the token in fetchJson's `user`, the reader's language. */
export const providerFor = (base: string, auth?: Record<string, string>, language = 'en'): DataProvider =>
  simpleRestProvider(`${base}/api/v1`, (url, options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    headers.set('Accept-Language', language);
    const signedIn = auth ? { user: { authenticated: true, token: auth.authorization } } : {};
    return fetchUtils.fetchJson(url, { ...options, headers, ...signedIn });
  });

/** The status of the HttpError a call ends in (200 when it succeeds). */
export const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: unknown) => (error instanceof HttpError ? error.status : Promise.reject(error)),
  );

/** The callers of a /api/v1 test: an owner, another organisation's owner, an employee whose role grants nothing. */
export interface V1Callers {
  ctx: TestContext;
  base: string;
  ours: DataProvider;
  /** The owner reading Arabic. */
  arabic: DataProvider;
  theirs: DataProvider;
  powerless: DataProvider;
  anonymous: DataProvider;
  ourAuth: Record<string, string>;
  organizationId: number;
}

let people = 0;
/** A new person's own fields (the email unique on the platform). */
export function personData(label: string) {
  people += 1;
  return {
    firstName: label,
    lastName: 'Tester',
    email: `person-${people}-${Date.now()}@v1.test`,
    phoneNumber: '+971500000000',
    password: 'Employee#12345',
    confirmPassword: 'Employee#12345',
    country: 'UAE',
    address: 'Abu Dhabi',
    joiningDate: '2024-01-01',
  };
}

/** What an employee points at (a type, a department, a role without permissions), made through the provider. */
export async function employeeReferences(provider: DataProvider, label: string) {
  const made = async (resource: string, data: Record<string, unknown>) =>
    ((await provider.create(resource, { data })).data as { id: number }).id;
  return {
    employeeTypeId: await made('employeeTypes', { name: `${label} type` }),
    departmentId: await made('departments', { name: `${label} department` }),
    roleId: await made('roles', { name: `${label} role` }),
  };
}

export async function startV1(name: string): Promise<V1Callers> {
  const ctx = await startApp();
  const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { organizationId, auth: ourAuth } = await createOrganization(ctx, `${name} Org`);
  const ours = providerFor(base, ourAuth);
  const theirs = providerFor(base, (await createOrganization(ctx, `${name} Rival`)).auth);
  const powerless = providerFor(base, (await createEmployee(ctx, organizationId)).auth);
  return {
    ctx,
    base,
    ours,
    arabic: providerFor(base, ourAuth, 'ar'),
    theirs,
    powerless,
    anonymous: providerFor(base),
    ourAuth,
    organizationId,
  };
}

/** A record of `spec` with its parents made first, each through the provider. */
export async function element(
  provider: DataProvider,
  spec: ResourceSpec,
  name: string,
): Promise<{ id: number } & Record<string, unknown>> {
  const data: Record<string, unknown> = { name, description: '' };
  if (spec.parent) {
    const parentSpec = registry.find((s) => s.name === spec.parent!.reference)!;
    data[spec.parent.source] = (await element(provider, parentSpec, `${name} parent`)).id;
  }
  return (await provider.create(spec.name, { data })).data as { id: number } & Record<string, unknown>;
}
