// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter, type I18nProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import admin from '../../../public/locales/en/admin.json';
import common from '../../../public/locales/en/common.json';
import serverText from '../../../public/locales/en/server.json';
import { createHandlers } from '../../../src/mocks/handlers';
import { storeSession } from '../../../src/authProvider/session';
import { documentedResources } from '../../support/documentedProvider';
import { RESOURCE_VIEWS } from '../../../src/resources';

const server = setupServer();
let i18nProvider: I18nProvider;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The screens load their code lazily (behind a spinner); load it once here, as a browser that
  // fetched the chunk before, so each test waits for the server's answers only.
  await Promise.all([
    import('../../../src/resources/elements/list'),
    import('../../../src/resources/elements/forms'),
    import('../../../src/resources/elements/show'),
  ]);
  i18nProvider = await getI18nProvider(createInstance(), {
    lng: 'en',
    resources: { en: { admin, common, server: serverText } },
    ns: ['admin', 'common', 'server'],
    defaultNS: 'admin',
    fallbackNS: ['common', 'server'],
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  server.resetHandlers(...createHandlers());
  // Signed in, as the screens always are: the mock, like the server, answers 401 without a token.
  storeSession({ accessToken: 'a1', refreshToken: 'r1', role: 2, roleId: null, userPermissions: [] });
});
afterEach(cleanup);
afterAll(() => server.close());

/** One screen of the departments resource at `path`, with the toasts the user would see. */
function open(path: string) {
  const { list: List, create: Create, edit: Edit } = RESOURCE_VIEWS.departments;
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={documentedResources()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="departments">
          <Routes>
            <Route path="/departments" element={<List />} />
            <Route path="/departments/create" element={<Create />} />
            <Route path="/departments/:id" element={<Edit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const save = async (name: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
};

describe('the messages of spec §8 on the generated screens', () => {
  it("shows the server's alertMessage when an add succeeds", async () => {
    open('/departments/create');
    await save('Legal');
    expect(await screen.findByText('Department added successfully.')).toBeTruthy();
  });

  it("shows the server's alertMessage when an add is refused", async () => {
    open('/departments/create');
    await save('human resources');
    expect(await screen.findByText('The name "human resources" is already used here.')).toBeTruthy();
  });

  it('says it is an API problem when an add gets no answer at all', async () => {
    server.use(http.post('*/api/DepartmentAPI/AddEdit', () => HttpResponse.error()));
    open('/departments/create');
    await save('Legal');
    expect(await screen.findByText('Recognize that this is an API problem.')).toBeTruthy();
  });

  it('keeps what the user typed when someone else saved the record since it was opened (409)', async () => {
    const stale = serverText.errors.staleRecord;
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get('*/api/DepartmentAPI/GetById/:id', () =>
        HttpResponse.json({
          id: 1,
          name: 'Human Resources',
          description: 'People',
          createdDate: '2025-01-01T00:00:00.000Z',
          version: 3,
        }),
      ),
      http.post('*/api/DepartmentAPI/AddEdit', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ isSuccess: false, alertMessage: stale, errors: {} }, { status: 409 });
      }),
    );
    open('/departments/1');
    await save('People & Culture');
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(sent).toMatchObject({ name: 'People & Culture', version: 3 });
    // Still on the form, with the typed name and the untouched description.
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('People & Culture');
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLInputElement).value).toBe('People');
  });

  it("says 'Error in API' when one record cannot be loaded", async () => {
    server.use(
      http.get('*/api/DepartmentAPI/GetById/:id', () =>
        HttpResponse.json({ isSuccess: false, alertMessage: 'Gone' }, { status: 404 }),
      ),
    );
    open('/departments/1');
    expect(await screen.findByText('Error in API')).toBeTruthy();
  });

  it("shows why a delete is refused, or the spec's text when the server gives no reason", async () => {
    open('/departments');
    // The delete is undoable: the row goes at once, the request leaves when the Undo notice closes,
    // and a refusal brings the row back with the server's reason.
    const deleteIn = async (name: string) => {
      const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
      fireEvent.click(row.querySelector('button[aria-label="Delete"]') as HTMLElement);
    };
    await deleteIn('Human Resources');
    expect(
      await screen.findByText(/^3 sub-departments still belong to this department/, undefined, { timeout: 15_000 }),
    ).toBeTruthy();

    server.use(http.delete('*/api/DepartmentAPI/Delete/:id', () => new HttpResponse(null, { status: 500 })));
    await deleteIn('Operations');
    expect(await screen.findByText('Error occurring FTE not deleted', undefined, { timeout: 15_000 })).toBeTruthy();
  }, 45_000);
});
