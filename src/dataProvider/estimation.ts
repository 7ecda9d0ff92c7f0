import { httpClient } from '../authProvider/httpClient';
import type { ShareEdit } from '@domain/estimation';
import type { Choice, CostingFile, Envelope, ReportAnswer, SavedFile } from '@domain/estimation/answers';
import type { Cell, FileType } from '@domain/estimation';
import type { FteScope } from '@domain/fteScopes';
import { api, apiPath } from '@domain/api';
import { fetchFile, postWithProgress, type Answer, type FileAnswer, type Progress } from './transfer';

type Http = typeof httpClient;

const E = api.estimation;

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

export interface SaveCopyInput {
  fileName: string;
  fileType: FileType;
  newFileName?: string;
  edits: ShareEdit[];
}

/**
 * The documented EstimationApi calls (DESIGN §8) the screens make beside react-admin's methods on
 * /api/v1 (files listed and deleted, costs): dropdowns, sheets, reports, uploads and copies, the
 * data provider's named methods.
 * Failures are react-admin's HttpError as httpClient raises them: the screens read the server's
 * alertMessage from their body.
 */
export function createEstimationMethods(http: Http = httpClient) {
  const getJson = async <T>(path: string): Promise<T> => (await http(path)).json as T;
  const post = async <T>(path: string, body: unknown): Promise<Envelope<T>> => {
    const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
    return (await http(path, { method: 'POST', body: JSON.stringify(body), headers })).json as Envelope<T>;
  };

  return {
    elements: (category: FteScope, q?: string) =>
      getJson<Choice[]>(`${apiPath(E.subCategoryDropdown, { category })}${query({ q })}`),
    profiles: (category: FteScope, elementId: number, q?: string) =>
      getJson<Choice[]>(`${apiPath(E.subCategoryFteDropdown, { category, id: elementId })}${query({ q })}`),
    fteValue: (fteId: number, category: FteScope) => getJson<number>(apiPath(E.fteValueById, { fteId, category })),
    sheet: (fileName: string, fileType: FileType) =>
      getJson<Cell[][]>(`${apiPath(E.excelFileData)}${query({ fileName, fileType })}`),
    reportFiles: (fteId: number, fileType: FileType, categoryName: FteScope) =>
      getJson<Choice[]>(`${apiPath(E.reportFiles)}${query({ fteId, fileType, categoryName })}`),
    report: (fileName: string, fileType: FileType, category?: string) =>
      // The figures only: the screen shows no sheet rows, which the documented client reads from `data`.
      getJson<ReportAnswer>(`${apiPath(E.reportCalculation)}${query({ fileName, fileType, category, rows: 'false' })}`),
    costingFiles: () => getJson<CostingFile[]>(apiPath(E.costingFilesDropdown)),
    saveCopy: (input: SaveCopyInput) => post<SavedFile>(apiPath(E.saveCustomFile), input),

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
  };
}

export type EstimationMethods = ReturnType<typeof createEstimationMethods>;
