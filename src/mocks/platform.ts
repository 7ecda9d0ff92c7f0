import { HttpResponse, type HttpHandler } from 'msw';
import { api, type Caller } from '@domain/api';
import { ERASED_FIRST_NAME } from '@domain/pseudonym';
import { stepsOffered, type SetupStepKey } from '@domain/setupSteps';
import type { EstimationState } from './estimationState';
import { conflictRefusal, MockRefusal, notFoundRefusal } from './failures';
import { ok } from './http';
import { route } from './session';
import type { MockStore } from './store';
import { languageOf, words } from './words';

/** A file answer, as the server sends its exports (an attachment of the given type). */
const attachment = (body: string, type: string, name: string) =>
  new HttpResponse(body, {
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });

/**
 * The dashboard's setup progress, personal data, the Super Admin's lists and the health check,
 * over the mock's tables. The mock signs in as the demo owner, who is account 0 of no table: My
 * profile's export is the owner's name, an employee's export their row.
 */
export function platformHandlers(store: MockStore, estimation: EstimationState, caller: Caller): HttpHandler[] {
  const counted: Record<SetupStepKey, () => number> = {
    department: () => store.all('departments').length,
    fteProfile: () => store.all('fteProfiles').length,
    jobTitle: () => store.all('jobTitles').length,
    employee: () => store.all('employees').length,
    workbook: () => estimation.files.length,
    costs: () => estimation.costs.length,
  };
  const exported = (person: Record<string, unknown>, format: string, name: string) => {
    const data = { exportedAt: new Date().toISOString(), person, picture: null, role: null, places: {}, signIns: [] };
    return format === 'csv'
      ? attachment(
          Object.entries(person)
            .map(([key, value]) => `${key},${JSON.stringify(value ?? '')}`)
            .join('\n'),
          'text/csv; charset=utf-8',
          `${name}.csv`,
        )
      : attachment(JSON.stringify(data, null, 2), 'application/json; charset=utf-8', `${name}.json`);
  };
  const format = (request: Request) => new URL(request.url).searchParams.get('format') ?? 'json';
  return [
    route(api.platform.setupProgress, caller, () => {
      if (caller.kind === 'super') throw new MockRefusal(403, 'errors.forbidden');
      return HttpResponse.json(
        stepsOffered(caller.grants).map((step) => ({ key: step.key, count: counted[step.key]() })),
      );
    }),
    route(api.personalData.me, caller, ({ request }) =>
      exported({ firstName: 'Demo', lastName: 'Owner' }, format(request), 'personal-data'),
    ),
    route(api.personalData.person, caller, ({ request, params }) => {
      const person = store.find('employees', Number(params.userId));
      if (!person) throw notFoundRefusal();
      return exported(person, format(request), `personal-data-${person.id}`);
    }),
    route(api.personalData.erase, caller, ({ request, params }) => {
      const person = store.find('employees', Number(params.userId));
      if (!person) throw notFoundRefusal();
      if (person.firstName === ERASED_FIRST_NAME) throw conflictRefusal('errors.personAlreadyErased');
      const tag = Math.floor(Math.random() * 0x10000)
        .toString(16)
        .padStart(4, '0');
      store.update('employees', person.id, {
        firstName: ERASED_FIRST_NAME,
        lastName: tag,
        email: `erased-${person.id}-${tag}@erased.invalid`,
        isActive: false,
      });
      const name = `${ERASED_FIRST_NAME} ${tag}`;
      return ok(words(languageOf(request), 'success.personErased', { name }), {
        id: person.id,
        firstName: ERASED_FIRST_NAME,
        lastName: tag,
      });
    }),
    // The Super Admin's lists: the mock's one organisation has no other to list and no locks.
    route(api.platform.organizations, caller, () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    route(api.platform.signInLocks, caller, () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    ...[api.platform.removeOrganization, api.platform.removeSignInLock].map((endpoint) =>
      route(endpoint, caller, () => {
        throw notFoundRefusal();
      }),
    ),
    route(api.platform.health, caller, () => HttpResponse.json({ status: 'ok' })),
  ];
}
