import { HttpResponse, type HttpHandler } from 'msw';
import { importEndpoints, type Caller } from '@domain/api';
import { parseCsv } from '@domain/import/csv';
import { matchHeaders } from '@domain/import/headers';
import { IMPORT_KINDS, importColumns, type ImportKind } from '@domain/import/kinds';
import { getResource } from '@domain/registry';
import { saveSchema } from '@domain/registry/schema';
import { isSameName } from '@domain/sameName';
import { MockElements } from './elements';
import { badRequestRefusal, MockRefusal } from './failures';
import { ok } from './http';
import { route } from './session';
import type { MockStore, TableName } from './store';
import { languageOf, words, type MockLanguage } from './words';

interface Problem {
  row: number;
  column: string;
  key: string;
  params?: Record<string, unknown>;
}

/**
 * A structure row's problems before anything is written, so that an import is all or nothing: the
 * save schema's messages, and a name already used beside it (in the store or earlier in the file).
 */
function elementProblems(
  store: MockStore,
  kind: Exclude<ImportKind, 'employees'>,
  earlier: Array<Record<string, unknown>>,
  values: Record<string, unknown>,
  row: number,
): Problem[] {
  const spec = getResource(kind);
  const parsed = saveSchema(spec).safeParse(values);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({ row, column: String(issue.path[0] ?? 'name'), key: issue.message }));
  const parent = spec.parent?.source;
  const siblings = [...store.all(kind), ...earlier].filter((r) => !parent || r[parent] === values[parent]);
  return siblings.some((r) => isSameName(String(r.name), String(values.name)))
    ? [{ row, column: 'name', key: 'errors.duplicateName', params: { name: values.name } }]
    : [];
}

/** The header row of a kind's template in `lng`: each column's label, a required one marked. */
const headers = (kind: ImportKind, lng: MockLanguage) =>
  importColumns(kind).map((c) => `${words(lng, `fields.${c.key}`)}${c.required ? ' *' : ''}`);

/** The uploaded file's rows; the browser cannot read a workbook, so the mock takes CSV files only. */
async function rowsOf(request: Request): Promise<string[][]> {
  const file = (await request.formData()).get('uploadedFile');
  if (!(file instanceof Blob) || file.size === 0) throw badRequestRefusal('import.fileRequired', {}, 'UploadedFile');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) throw new MockRefusal(415, 'errors.unsupportedMediaType');
  return parseCsv(new TextDecoder().decode(bytes)).filter((row) => row.some((cell) => cell.trim()));
}

/**
 * ImportAPI over the mock's tables, CSV files only: the template's header row, a check that names
 * each row's problems, and the import of every row or none. Structure rows are saved by the same
 * rules as a screen's save (MockElements); references are read by id or by name.
 */
export function importHandlers(store: MockStore, caller: Caller): HttpHandler[] {
  const check = async (request: Request, kind: ImportKind, write: boolean) => {
    const lng = languageOf(request);
    const [header = [], ...rows] = await rowsOf(request);
    const columns = importColumns(kind);
    const labels = (key: string) => [words('en', `fields.${key}`), words('ar', `fields.${key}`)];
    const { positions, missing } = matchHeaders(header, columns, labels);
    const problems: Problem[] = missing.map((c) => ({
      row: 1,
      column: 'file',
      key: 'import.columnMissing',
      params: { field: words(lng, `fields.${c.key}`) },
    }));
    const records = rows.map((cells, index) => {
      const values: Record<string, unknown> = {};
      for (const column of columns) {
        const text = cells[positions.get(column.key) ?? -1]?.trim() ?? '';
        const target = column.reference && store.all(column.reference as TableName);
        const found = target && target.find((r) => String(r.id) === text || isSameName(String(r.name), text));
        if (column.required && !text) problems.push({ row: index + 2, column: column.key, key: 'validation.required' });
        else if (target && text && !found)
          problems.push({ row: index + 2, column: column.key, key: 'validation.invalidId' });
        if (text) values[column.key] = found ? found.id : text;
      }
      return values;
    });
    if (kind !== 'employees')
      records.forEach((values, index) => {
        // A row whose cells were already refused is not checked again.
        if (!problems.some((p) => p.row === index + 2))
          problems.push(...elementProblems(store, kind, records.slice(0, index), values, index + 2));
      });
    if (write && problems.length === 0)
      for (const values of records) {
        if (kind === 'employees') store.insert('employees', { ...values, isActive: true });
        else new MockElements(getResource(kind), store, lng).save(values);
      }
    const report = {
      kind,
      rows: rows.length,
      created: write && problems.length === 0 ? rows.length : 0,
      updated: 0,
      toCreate: rows.length,
      toUpdate: 0,
      problemCount: problems.length,
      problems: problems.map((p) => {
        const column = p.column === 'file' ? words(lng, 'import.file') : words(lng, `fields.${p.column}`);
        return { row: p.row, column, field: p.column, message: words(lng, p.key, { ...p.params, field: column }) };
      }),
    };
    return { report, lng };
  };
  return IMPORT_KINDS.flatMap((kind) => {
    const at = importEndpoints(kind);
    return [
      route(at.template, caller, ({ request }) => {
        const lng = new URL(request.url).searchParams.get('language') === 'ar' ? 'ar' : languageOf(request);
        return new HttpResponse(`${headers(kind, lng).join(',')}\r\n`, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${kind}.csv"`,
          },
        });
      }),
      route(at.check, caller, async ({ request }) => {
        const { report, lng } = await check(request, kind, false);
        const key = report.problemCount > 0 ? 'import.problemsFound' : 'import.readyToImport';
        return ok(words(lng, key, { count: report.problemCount || report.rows, rows: report.rows }), report);
      }),
      route(at.import, caller, async ({ request }) => {
        const { report, lng } = await check(request, kind, true);
        if (report.problemCount > 0) {
          const alertMessage = words(lng, 'import.nothingImported', { count: report.problemCount });
          return HttpResponse.json({ isSuccess: false, alertMessage, errors: {}, data: report }, { status: 422 });
        }
        return ok(words(lng, 'import.imported', { count: report.created }), report);
      }),
      // The rows with problems as a file: the mock answers the uploaded CSV's problems as CSV.
      route(at.failingRows, caller, async ({ request }) => {
        const { report } = await check(request, kind, false);
        const lines = report.problems.map((p) => `${p.row},${JSON.stringify(p.message)}`);
        return new HttpResponse(lines.join('\r\n'), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    ];
  });
}
