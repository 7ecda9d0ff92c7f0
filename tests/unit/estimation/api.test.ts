// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createHandlers } from '../../../src/mocks/handlers';
import { DEMO_FTE_PROFILES, DEMO_HEAD_OFFICE } from '@domain/demo';
import { demoStore } from '../../../src/mocks/demo';
import { EstimationState } from '../../../src/mocks/estimationState';
import { MockStore } from '../../../src/mocks/store';
import { storeSession } from '../../../src/authProvider/session';
import { createEstimationMethods, filePaths } from '../../../src/dataProvider/estimation';
import { uploadForm } from '../../../src/estimation/details/uploadForm';
import { fetchFile, postWithProgress } from '../../../src/dataProvider/transfer';
import type { CostingRecord, EstimationFile, SavedFile } from '@domain/estimation/answers';
import type { FileType } from '@domain/estimation';
import { createAppDataProvider } from '../../../src/dataProvider/app';
import { savedMessageOf } from '../../../src/dataProvider';
import { i18n, i18nOptions } from '../../../src/i18n';
import enServer from '../../../public/locales/en/server.json';
import arServer from '../../../public/locales/ar/server.json';

const server = setupServer();
const estimationApi = createEstimationMethods();
const provider = createAppDataProvider();

beforeAll(async () => {
  // The app's options (the isolate format of names in Arabic), the server's words bundled.
  const { backend: _backend, ...options } = i18nOptions(false);
  await i18n.init({
    ...options,
    lng: 'en',
    ns: ['server'],
    resources: { en: { server: enServer }, ar: { server: arServer } },
  });
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  // The demo organisation without its estimation file, so that the files are the tests' uploads.
  server.resetHandlers(...createHandlers(demoStore(), new EstimationState()));
  storeSession({ accessToken: 'a1', refreshToken: 'r1', role: 2, roleId: null, userPermissions: [] });
});
afterEach(() => localStorage.clear());
afterAll(() => server.close());

// jsdom's FormData reaches the mock without the file's name (it arrives as 'blob'), so names are read back.
const workbook = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'hr model.xlsx');

async function uploadDemo(): Promise<SavedFile> {
  const profile = (await estimationApi.elements('organization')).find((p) => p.name === DEMO_HEAD_OFFICE)!;
  const answer = await postWithProgress(
    filePaths.addFile,
    uploadForm(workbook(), {
      category: 'organization',
      elementId: null,
      fteId: profile.id,
      country: profile.country ?? null,
    }),
    () => undefined,
  );
  expect(answer.status).toBe(200);
  return (answer.body as { data: SavedFile }).data;
}

/** A profile's files of one type as the file table reads them: /api/v1/estimationFiles, filtered. */
const filesOf = async (fteProfileId: number, fileType: FileType) =>
  (
    await provider.getList<EstimationFile>('estimationFiles', {
      filter: { category: 'organization', fteProfileId, fileType },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    })
  ).data.map((f) => f.fileName);

/** A file's costs as the costing screen reads them: /api/v1/costs by fileId. */
const costsOf = async (fileId: number) =>
  (
    await provider.getList<CostingRecord>('costs', {
      filter: { fileId },
      sort: { field: 'designationName', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    })
  ).data;

describe('estimation calls through the app session', () => {
  it('uploads with XMLHttpRequest, then after a 401 renews the session once and sends again', async () => {
    const seen: string[] = [];
    server.use(
      http.post('*/api/EstimationApi/AddFile', ({ request }) => {
        const bearer = request.headers.get('authorization') ?? '';
        seen.push(bearer);
        if (bearer !== 'Bearer a2')
          return HttpResponse.json({ isSuccess: false, alertMessage: 'expired', errors: {} }, { status: 401 });
        return HttpResponse.json({ isSuccess: true, alertMessage: 'stored', data: { id: 1 } });
      }),
      http.post('*/api/RefreshTokensAPI/RefreshToken', () =>
        HttpResponse.json({ accessToken: 'a2', refreshToken: 'r2', role: 2, roleId: null, userPermissions: [] }),
      ),
    );
    const answer = await postWithProgress(filePaths.addFile, new FormData(), () => undefined);
    expect(answer).toEqual({ status: 200, body: { isSuccess: true, alertMessage: 'stored', data: { id: 1 } } });
    expect(seen).toEqual(['Bearer a1', 'Bearer a2']);
    expect(localStorage.getItem('accessToken')).toBe('a2');
  });

  it('downloads a file with its name from Content-Disposition, and reads a refusal as the server message', async () => {
    const file = await uploadDemo();
    const { blob, fileName } = await fetchFile(filePaths.download(file.fileName, 'O'), 'fallback.xlsx');
    expect(fileName).toBe(file.fileName);
    expect(blob.size).toBe(4);
    await expect(fetchFile(filePaths.reportWorkbook(file.fileName, 'O'), 'r.xlsx')).rejects.toMatchObject({
      status: 501,
      message: expect.stringContaining('cannot build workbooks'),
    });
  });

  it('lists the upload, customises a share into a C copy and reports the copy, the original unchanged', async () => {
    const file = await uploadDemo();
    expect(await filesOf(file.fteProfileId, 'O')).toEqual([file.fileName]);
    const sheet = await estimationApi.sheet(file.fileName, 'O');
    expect(sheet[0]).toContain('JD | CHRO');
    const before = await estimationApi.report(file.fileName, 'O');

    const saved = await estimationApi.saveCopy({
      fileName: file.fileName,
      fileType: 'O',
      newFileName: 'hr model - customised',
      edits: [{ row: 1, designation: 'CHRO', share: 40 }],
    });
    expect(saved.data).toMatchObject({ fileName: 'hr model - customised.xlsx', fileType: 'C' });
    expect(await filesOf(file.fteProfileId, 'C')).toEqual(['hr model - customised.xlsx']);
    const after = await estimationApi.report('hr model - customised.xlsx', 'C');
    const chro = (r: typeof before) => r.reportCalculations.find((l) => l.resourcesName === 'CHRO')?.totalHours ?? 0;
    // Row 1: 1/12 x 2400 minutes a month = 40 hours a year; 10 % more of it for the CHRO.
    expect(chro(after) - chro(before)).toBeCloseTo(4, 6);
    expect(chro(await estimationApi.report(file.fileName, 'O'))).toBe(chro(before));
  });

  it('sets costs that the report multiplies by the resources, one per job title', async () => {
    const file = await uploadDemo();
    const [choice] = await estimationApi.costingFiles();
    expect(choice).toMatchObject({
      name: file.fileName,
      currency: 'SAR',
      designations: ['CHRO', 'People & OD Manager', 'Asst. Manager', 'HR Executive'],
    });
    const added = await provider.create<CostingRecord>('costs', {
      data: { fileName: file.fileName, designationName: 'chro ', cost: 600000 },
    });
    expect(added.data).toMatchObject({ designationName: 'CHRO', cost: 600000, currency: 'SAR', version: 1 });
    expect(savedMessageOf(added.data)).toBe(`The cost of CHRO in "${file.fileName}" was saved.`);
    await expect(
      provider.create('costs', { data: { fileName: file.fileName, designationName: 'CHRO', cost: 1 } }),
    ).rejects.toMatchObject({ status: 409 });
    const breakdown = { monthlyBasic: 10000, housing: 2500, otherAllowances: 500, employerContributionRate: 0.12 };
    const edit = { fileName: file.fileName, designationName: 'CHRO', breakdown };
    const edited = await provider.update<CostingRecord>('costs', {
      id: added.data.id,
      data: edit,
      previousData: added.data,
    });
    expect(edited.data).toMatchObject({ cost: 174720, version: 2 });
    // The version the screen read is sent back: a save or delete over it is refused once someone saved since.
    await expect(
      provider.update('costs', { id: added.data.id, data: edit, previousData: added.data }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(provider.delete('costs', { id: added.data.id, previousData: added.data })).rejects.toMatchObject({
      status: 409,
    });
    expect((await costsOf(file.id))[0].cost).toBe(174720);
    const report = await estimationApi.report(file.fileName, 'O');
    const line = report.reportCalculations.find((l) => l.resourcesName === 'CHRO');
    expect(line?.annualCost).toBeCloseTo((line?.numberOfResources ?? 0) * 174720, 1);
    expect(report.file.designationsWithoutCost).toEqual(['People & OD Manager', 'Asst. Manager', 'HR Executive']);
    const removed = await provider.delete<CostingRecord>('costs', { id: added.data.id, previousData: edited.data });
    expect(savedMessageOf(removed.data)).toBe(`The cost of CHRO in "${file.fileName}" was deleted.`);
    expect(await costsOf(file.id)).toEqual([]);
  });

  it('says a cost saved, and a stale one refused, in Arabic too', async () => {
    const file = await uploadDemo();
    await i18n.changeLanguage('ar');
    try {
      const added = await provider.create<CostingRecord>('costs', {
        data: { fileName: file.fileName, designationName: 'CHRO', cost: 1000 },
      });
      expect(savedMessageOf(added.data)).toBe(`تم حفظ تكلفة \u2068CHRO\u2069 في "\u2068${file.fileName}\u2069".`);
      const data = { fileName: file.fileName, designationName: 'CHRO', cost: 2000 };
      await provider.update('costs', { id: added.data.id, data, previousData: added.data });
      await expect(
        provider.update('costs', { id: added.data.id, data, previousData: added.data }),
      ).rejects.toMatchObject({ status: 409, message: arServer.errors.staleRecord });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('deletes a file through /api/v1, saying so', async () => {
    const file = await uploadDemo();
    const removed = await provider.delete<EstimationFile>('estimationFiles', { id: file.id, previousData: file });
    expect(savedMessageOf(removed.data)).toBe(`The estimation file "${file.fileName}" was deleted.`);
    expect(await filesOf(file.fteProfileId, 'O')).toEqual([]);
  });
});

describe("the mock backend's estimation dropdowns", () => {
  const profile = (fteName: string, scope: string, elementId: number | null) => ({
    ...DEMO_FTE_PROFILES[0].week,
    fteName,
    scope,
    elementId,
  });

  it('search with q and sort by name whatever the case, as the server does', async () => {
    server.resetHandlers(
      ...createHandlers(
        new MockStore({
          departments: [{ name: 'Finance' }, { name: 'Sales' }],
          jobTitles: ['Payroll Officer', 'accountant', 'Budget Analyst', 'auditor'].map((name) => ({ name })),
          fteProfiles: [
            profile('Standard week', 'department', 1),
            profile('ramadan hours', 'department', 1),
            profile('Overtime 100%', 'department', 1),
            profile('Sales week', 'department', 2),
          ],
        }),
      ),
    );
    const names = (choices: Array<{ name: string }>) => choices.map((c) => c.name);
    expect(names(await estimationApi.elements('jobtitle'))).toEqual([
      'accountant',
      'auditor',
      'Budget Analyst',
      'Payroll Officer',
    ]);
    expect(names(await estimationApi.profiles('department', 1))).toEqual([
      'Overtime 100%',
      'ramadan hours',
      'Standard week',
    ]);
    expect(names(await estimationApi.profiles('department', 1, ' WEEK '))).toEqual(['Standard week']);
    expect(names(await estimationApi.profiles('department', 1, '100%'))).toEqual(['Overtime 100%']);
    expect(names(await estimationApi.profiles('department', 2, 'ramadan'))).toEqual([]);
  });
});
