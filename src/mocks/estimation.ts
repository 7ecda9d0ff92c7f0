import { http, HttpResponse, type HttpHandler } from 'msw';
import { api, apiRoute } from '@domain/api';
import {
  applyShareEdits,
  calculateReport,
  customisedName,
  fileRecord,
  readActivities,
  rowsOfCategory,
  type ShareEdit,
} from '@domain/estimation';
import { computeFte, currencyOf, type FteInput } from '@domain/fte';
import { FTE_ELEMENT_OF, scopeOf, type FteScope } from '@domain/fteScopes';
import { costingHandlers } from './costing';
import { EstimationState, demoSheet, type MockFile } from './estimationState';
import { CREATED_BY, fail, notFound, ok, serverWords } from './http';
import { byName, type MockRecord, type MockStore } from './store';

/** A dropdown's `q`, trimmed and lowercased: contained in a name whatever its case. */
const searched = (request: Request): string => new URL(request.url).searchParams.get('q')?.trim().toLowerCase() ?? '';
const fteOf = (profile: MockRecord): number => computeFte(profile as unknown as FteInput).breakdown?.fte ?? 0;
const profileChoice = (p: MockRecord) => ({
  id: p.id,
  name: String(p.fteName),
  country: String(p.country),
  currency: currencyOf(String(p.country)),
  fte: fteOf(p),
});

/** A file as the server lists it (shared shape), from what the mock keeps of it. */
export const fileRecordOf = (f: MockFile) =>
  fileRecord({
    ...f,
    createdBy: CREATED_BY,
    rowCount: f.table.length - 1,
    byteSize: f.bytes?.byteLength ?? 0,
    designations: [],
    warnings: f.warnings,
  });
const savedFile = (f: MockFile) => ({
  ...fileRecordOf(f),
  warnings: f.warnings.map((w) => ({
    row: w.row,
    column: w.column,
    message: serverWords(w.key, { row: w.row, column: w.column, value: w.value, ...w.params }),
  })),
  warningCount: f.warnings.length,
});

/**
 * EstimationApi and Costing for `npm run dev:mock` and the unit tests: the server's paths and
 * shapes, in memory. Uploads are stored as the demo workbook (see estimationState.ts).
 */
export function estimationHandlers(store: MockStore, state: EstimationState): HttpHandler[] {
  const profiles = (scope: FteScope) => store.all('fteProfiles').filter((p) => p.scope === scope);
  /** The FTE profile a file was uploaded for, with its category and element, as the server's report names it. */
  const profileOfFile = (file: MockFile) => {
    const profile = store.find('fteProfiles', file.fteProfileId);
    if (!profile) return null;
    const scope = file.category as FteScope;
    const element =
      scope === 'organization' || file.elementId === null
        ? undefined
        : store.find(FTE_ELEMENT_OF[scope], file.elementId);
    return {
      id: profile.id,
      name: String(profile.fteName),
      country: String(profile.country),
      category: file.category,
      elementId: file.elementId,
      elementName: element ? String(element.name) : null,
    };
  };
  const costsOf = (file: MockFile) =>
    Object.fromEntries(state.costs.filter((c) => c.fileId === file.id).map((c) => [c.designationName, c.cost]));
  return [
    http.get(`*${apiRoute(api.estimation.subCategoryDropdown)}`, ({ params, request }) => {
      const scope = scopeOf(params.category);
      if (!scope) return fail(400, `Unknown category "${String(params.category)}".`);
      const q = searched(request);
      if (scope === 'organization')
        return HttpResponse.json(
          byName(
            profiles(scope)
              .filter((p) => String(p.fteName).toLowerCase().includes(q))
              .map(profileChoice),
          ),
        );
      const rows = store.all(FTE_ELEMENT_OF[scope]).filter((r) => String(r.name).toLowerCase().includes(q));
      return HttpResponse.json(byName(rows.map((r) => ({ id: r.id, name: String(r.name) }))));
    }),
    http.get(`*${apiRoute(api.estimation.subCategoryFteDropdown)}`, ({ params, request }) => {
      const scope = scopeOf(params.category);
      if (!scope) return fail(400, `Unknown category "${String(params.category)}".`);
      const q = searched(request);
      const rows = profiles(scope).filter(
        (p) =>
          (scope === 'organization' || p.elementId === Number(params.id)) &&
          String(p.fteName).toLowerCase().includes(q),
      );
      return HttpResponse.json(byName(rows.map(profileChoice)));
    }),
    http.get(`*${apiRoute(api.estimation.fteValueById)}`, ({ params }) => {
      const profile = profiles(scopeOf(params.category) ?? 'organization').find((p) => p.id === Number(params.fteId));
      return profile ? HttpResponse.json(fteOf(profile)) : notFound();
    }),
    http.post(`*${apiRoute(api.estimation.addFile)}`, async ({ request }) => {
      const form = await request.formData();
      // Duck-typed: in tests the File class of the request is not the page's.
      const upload = form.get('UploadedFile') as File | string | null;
      if (
        typeof upload !== 'object' ||
        upload === null ||
        typeof upload.arrayBuffer !== 'function' ||
        upload.size === 0
      )
        return fail(400, 'Choose a workbook to upload.', { UploadedFile: ['Choose a workbook to upload.'] });
      const profileField = [...form.keys()].find((k) => /FteId$/i.test(k));
      const profile = store.all('fteProfiles').find((p) => p.id === Number(profileField && form.get(profileField)));
      if (!profile) return fail(400, 'Choose an FTE profile.', { FteId: ['Choose an FTE profile.'] });
      const sheet = demoSheet();
      const file = state.addFile({
        fileName: state.freeName(upload.name),
        fileType: 'O',
        category: String(profile.scope),
        elementId: (profile.elementId as number | null) ?? null,
        fteProfileId: profile.id,
        fte: fteOf(profile),
        country: String(profile.country),
        sourceFileId: null,
        table: sheet.table ?? [],
        warnings: sheet.warnings,
        bytes: await upload.arrayBuffer(),
      });
      return ok(
        `The workbook "${file.fileName}" was uploaded with ${file.table.length - 1} activity rows.`,
        savedFile(file),
      );
    }),
    http.get(`*${apiRoute(api.estimation.filesByFte)}`, ({ params }) =>
      HttpResponse.json(
        state.files
          .filter(
            (f) => f.fteProfileId === Number(params.fteId) && f.fileType === String(params.fileType).toUpperCase(),
          )
          .map(fileRecordOf),
      ),
    ),
    http.get(`*${apiRoute(api.estimation.excelFileData)}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const file = state.byName(query.get('fileName'), query.get('fileType'));
      return file ? HttpResponse.json(file.table) : notFound();
    }),
    http.get(`*${apiRoute(api.estimation.downloadFile)}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const file = state.byName(query.get('fileName') ?? query.get('filename'), query.get('fileType'));
      if (!file?.bytes) return fail(404, 'The mock backend keeps no workbook for this file.');
      return new HttpResponse(file.bytes, {
        headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}` },
      });
    }),
    http.get(`*${apiRoute(api.estimation.reportFiles)}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const type = query.get('fileType')?.toUpperCase();
      const files = state.files.filter(
        (f) => f.fteProfileId === Number(query.get('fteId')) && (!type || f.fileType === type),
      );
      return HttpResponse.json(
        files.map((f) => ({
          id: f.id,
          name: f.fileName,
          fileType: f.fileType,
          fte: f.fte,
          country: f.country,
          currency: currencyOf(f.country),
        })),
      );
    }),
    http.get(`*${apiRoute(api.estimation.reportCalculation)}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const file = state.byName(query.get('fileName'), query.get('fileType'));
      const activities = file && readActivities(file.table);
      if (!file || !activities) return notFound();
      const category = query.get('category') ?? undefined;
      const report = calculateReport(activities, { fte: file.fte, costs: costsOf(file), category });
      return HttpResponse.json({
        data: query.get('rows') === 'false' ? [] : rowsOfCategory(file.table, category),
        file: {
          fileId: file.id,
          fileName: file.fileName,
          fileType: file.fileType,
          fte: file.fte,
          country: file.country,
          currency: currencyOf(file.country),
          category: category ?? null,
          groupingColumn: report.groupingColumn,
          designationsWithoutCost: report.missingCosts,
          rowCount: file.table.length - 1,
          profile: profileOfFile(file),
        },
        reportCalculations: report.lines,
        variableEntityTotalReportCalculationDto: report.groups,
      });
    }),
    http.get(`*${apiRoute(api.estimation.reportWorkbook)}`, () =>
      fail(501, 'The mock backend cannot build workbooks; run the server for the Excel export.'),
    ),
    http.get(`*${apiRoute(api.estimation.template)}`, () =>
      fail(501, 'The mock backend cannot build workbooks; run the server for the template.'),
    ),
    http.get(`*${apiRoute(api.estimation.costingFilesDropdown)}`, () =>
      HttpResponse.json(
        state.files.map((f) => ({
          id: f.id,
          name: f.fileName,
          fileType: f.fileType,
          country: f.country,
          currency: currencyOf(f.country),
          designations: readActivities(f.table)?.header.designations.map((d) => d.name) ?? [],
        })),
      ),
    ),
    http.delete(`*${apiRoute(api.estimation.deleteFile)}`, ({ params }) => {
      const removed = state.removeFile(Number(params.id));
      return removed
        ? ok(`The file "${removed.fileName}" was deleted.`, { id: removed.id, fileName: removed.fileName })
        : notFound();
    }),
    http.post(`*${apiRoute(api.estimation.saveCustomFile)}`, async ({ request }) => {
      const body = (await request.json()) as {
        fileName?: string;
        fileType?: string;
        newFileName?: string;
        edits?: ShareEdit[];
      };
      const source = state.byName(body.fileName ?? null, body.fileType);
      if (!source) return notFound();
      const edited = applyShareEdits(source.table, body.edits ?? []);
      if ('problems' in edited)
        return fail(400, 'Some changes cannot be applied.', {
          Edits: edited.problems.map((p) => `Change ${p.edit + 1}: ${p.reason}`),
        });
      const copy = state.addFile({
        ...source,
        fileName: state.freeName(body.newFileName || customisedName(source.fileName, [])),
        fileType: 'C',
        sourceFileId: source.id,
        table: edited.table,
        bytes: null,
      });
      return ok(`The customised copy "${copy.fileName}" of "${source.fileName}" was saved.`, savedFile(copy));
    }),
    ...costingHandlers(state),
  ];
}
