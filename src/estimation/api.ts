import { httpClient } from '../authProvider/httpClient';
import type { ShareEdit } from '../domain/estimation';
import type {
  Cell,
  Choice,
  CostBreakdownValues,
  CostingFile,
  CostingRecord,
  Envelope,
  EstimationFile,
  FileType,
  FteScope,
  ReportAnswer,
  SavedFile,
} from './types';

const ESTIMATION = 'EstimationApi';
const COSTING = 'Costing';

const query = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
const part = (value: string | number): string => encodeURIComponent(String(value));

async function getJson<T>(path: string): Promise<T> {
  return (await httpClient(path)).json as T;
}

async function send<T>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<Envelope<T>> {
  const options =
    body === undefined
      ? { method }
      : {
          method,
          body: JSON.stringify(body),
          headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
        };
  return (await httpClient(path, options)).json as Envelope<T>;
}

/** Paths of the endpoints that answer files rather than JSON (fetched by `transfer.ts`). */
export const filePaths = {
  addFile: `${ESTIMATION}/AddFile`,
  download: (fileName: string, fileType: FileType) =>
    `${ESTIMATION}/DownloadFile${query({ filename: fileName, fileType })}`,
  reportWorkbook: (fileName: string, fileType: FileType, category?: string) =>
    `${ESTIMATION}/ReportWorkbook${query({ fileName, fileType, category })}`,
  template: (language: string) => `${ESTIMATION}/Template${query({ language })}`,
};

/** The documented EstimationApi and Costing calls (DESIGN §8), typed. */
export const estimationApi = {
  elements: (category: FteScope, q?: string) =>
    getJson<Choice[]>(`${ESTIMATION}/GetSubCategoryDropdown/${part(category)}${query({ q })}`),
  profiles: (category: FteScope, elementId: number, q?: string) =>
    getJson<Choice[]>(`${ESTIMATION}/GetSubCategoryFTEDropdown/${part(category)}/${part(elementId)}${query({ q })}`),
  fteValue: (fteId: number, category: FteScope) =>
    getJson<number>(`${ESTIMATION}/GetFteValueById/${part(fteId)}/${part(category)}`),
  files: (category: FteScope, fteId: number, fileType: FileType) =>
    getJson<EstimationFile[]>(
      `${ESTIMATION}/GetAllEstimationsFileByFTEId/${part(category)}/${part(fteId)}/${fileType}`,
    ),
  sheet: (fileName: string, fileType: FileType) =>
    getJson<Cell[][]>(`${ESTIMATION}/GetExcelFileData${query({ fileName, fileType })}`),
  reportFiles: (fteId: number, fileType: FileType, categoryName: FteScope) =>
    getJson<Choice[]>(`${ESTIMATION}/GetEstimationReportFiles${query({ fteId, fileType, categoryName })}`),
  report: (fileName: string, fileType: FileType, category?: string) =>
    // The figures only: the screen shows no sheet rows, which the documented client reads from `data`.
    getJson<ReportAnswer>(`${ESTIMATION}/ReportCalculation${query({ fileName, fileType, category, rows: 'false' })}`),
  costingFiles: () => getJson<CostingFile[]>(`${ESTIMATION}/GetCostingFilesDropDown`),
  deleteFile: (id: number) => send<EstimationFile>(`${ESTIMATION}/DeleteFile/${part(id)}`, 'DELETE'),
  saveCopy: (body: { fileName: string; fileType: FileType; newFileName?: string; edits: ShareEdit[] }) =>
    send<SavedFile>(`${ESTIMATION}/SaveCustomFile`, 'POST', body),
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

export const costingApi = {
  byFile: (fileName: string) => getJson<CostingRecord[]>(`${COSTING}/GetAllCostingByFile/${part(fileName)}`),
  add: (input: CostingInput) => send<CostingRecord>(`${COSTING}/AddCosting`, 'POST', input),
  edit: (id: number, input: CostingInput) => send<CostingRecord>(`${COSTING}/EditCosting`, 'PUT', { id, ...input }),
  remove: (id: number) => send<CostingRecord>(`${COSTING}/DeleteCosting${query({ id })}`, 'DELETE'),
};
