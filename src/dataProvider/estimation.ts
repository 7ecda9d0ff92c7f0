import { httpClient } from '../authProvider/httpClient';
import type { ShareEdit } from '@domain/estimation';
import type {
  Choice,
  CostBreakdownValues,
  CostingFile,
  CostingRecord,
  Envelope,
  EstimationFile,
  ReportAnswer,
  SavedFile,
} from '@domain/estimation/answers';
import type { Cell, FileType } from '@domain/estimation';
import type { FteScope } from '@domain/fteScopes';
import { api, apiPath } from '@domain/api';
import { ifMatch } from './requests';
import { fetchFile, postWithProgress, type Answer, type FileAnswer, type Progress } from './transfer';

type Http = typeof httpClient;

const E = api.estimation;
const C = api.costing;

const query = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Paths of the endpoints that take or answer files rather than JSON (sent by `transfer.ts`). */
export const filePaths = {
  addFile: apiPath(E.addFile),
  download: (fileName: string, fileType: FileType) =>
    `${apiPath(E.downloadFile)}${query({ filename: fileName, fileType })}`,
  reportWorkbook: (fileName: string, fileType: FileType, category?: string) =>
    `${apiPath(E.reportWorkbook)}${query({ fileName, fileType, category })}`,
  template: (language: string) => `${apiPath(E.template)}${query({ language })}`,
};

export interface CostingInput {
  fileName: string;
  designationName: string;
  /** Without a breakdown; with one the server computes the cost from it. */
  cost?: number;
  breakdown?: CostBreakdownValues;
  /** The version of the cost being edited, as read. */
  version?: number;
}

export interface SaveCopyInput {
  fileName: string;
  fileType: FileType;
  newFileName?: string;
  edits: ShareEdit[];
}

/**
 * The documented EstimationApi and Costing calls (DESIGN §8), the data provider's named methods
 * (see estimation.ts).
 * Failures are react-admin's HttpError as httpClient raises them: the screens read the server's
 * alertMessage from their body.
 */
export function createEstimationMethods(http: Http = httpClient) {
  const getJson = async <T>(path: string): Promise<T> => (await http(path)).json as T;
  const send = async <T>(
    path: string,
    method: 'POST' | 'PUT' | 'DELETE',
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Envelope<T>> => {
    const options =
      body === undefined
        ? { method, headers: new Headers({ Accept: 'application/json', ...extra }) }
        : {
            method,
            body: JSON.stringify(body),
            headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json', ...extra }),
          };
    return (await http(path, options)).json as Envelope<T>;
  };

  return {
    elements: (category: FteScope, q?: string) =>
      getJson<Choice[]>(`${apiPath(E.subCategoryDropdown, { category })}${query({ q })}`),
    profiles: (category: FteScope, elementId: number, q?: string) =>
      getJson<Choice[]>(`${apiPath(E.subCategoryFteDropdown, { category, id: elementId })}${query({ q })}`),
    fteValue: (fteId: number, category: FteScope) => getJson<number>(apiPath(E.fteValueById, { fteId, category })),
    files: (category: FteScope, fteId: number, fileType: FileType) =>
      getJson<EstimationFile[]>(apiPath(E.filesByFte, { category, fteId, fileType })),
    sheet: (fileName: string, fileType: FileType) =>
      getJson<Cell[][]>(`${apiPath(E.excelFileData)}${query({ fileName, fileType })}`),
    reportFiles: (fteId: number, fileType: FileType, categoryName: FteScope) =>
      getJson<Choice[]>(`${apiPath(E.reportFiles)}${query({ fteId, fileType, categoryName })}`),
    report: (fileName: string, fileType: FileType, category?: string) =>
      // The figures only: the screen shows no sheet rows, which the documented client reads from `data`.
      getJson<ReportAnswer>(`${apiPath(E.reportCalculation)}${query({ fileName, fileType, category, rows: 'false' })}`),
    costingFiles: () => getJson<CostingFile[]>(apiPath(E.costingFilesDropdown)),
    deleteFile: (id: number) => send<EstimationFile>(apiPath(E.deleteFile, { id }), 'DELETE'),
    saveCopy: (input: SaveCopyInput) => send<SavedFile>(apiPath(E.saveCustomFile), 'POST', input),

    /** A multipart upload of one workbook with its progress; the answer is read by the caller, refusals included. */
    uploadWorkbook: (form: FormData, onProgress: (p: Progress) => void, signal?: AbortSignal): Promise<Answer> =>
      postWithProgress(filePaths.addFile, form, onProgress, signal),
    downloadWorkbook: (fileName: string, fileType: FileType): Promise<FileAnswer> =>
      fetchFile(filePaths.download(fileName, fileType), fileName),
    reportWorkbook: (fileName: string, fileType: FileType, category?: string): Promise<FileAnswer> =>
      fetchFile(
        filePaths.reportWorkbook(fileName, fileType, category),
        `${fileName.replace(/\.xlsx$/i, '')} - report.xlsx`,
      ),
    /** The empty workbook in `language`; `fallbackName` when the answer names no file. */
    template: (language: string, fallbackName: string): Promise<FileAnswer> =>
      fetchFile(filePaths.template(language), fallbackName),

    costsOf: (fileName: string) => getJson<CostingRecord[]>(apiPath(C.byFile, { file: fileName })),
    /** Adds the cost of a job title, or edits the cost `id`. */
    saveCost: (input: CostingInput, id?: number) =>
      id === undefined
        ? send<CostingRecord>(apiPath(C.add), 'POST', input)
        : send<CostingRecord>(apiPath(C.edit), 'PUT', { id, ...input }),
    /** Deletes a cost, unless it changed since it was read at `version` (409). */
    removeCost: (id: number, version?: number) =>
      send<CostingRecord>(`${apiPath(C.remove)}${query({ id })}`, 'DELETE', undefined, ifMatch(version)),
  };
}

export type EstimationMethods = ReturnType<typeof createEstimationMethods>;
