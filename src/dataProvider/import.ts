import { apiPath, importEndpoints } from '@domain/api';
import type { ImportKind, ImportMode } from '@domain/import/kinds';
import { fetchFile, postWithProgress, type Answer, type FileAnswer, type Progress } from './transfer';

export type TemplateFormat = 'xlsx' | 'csv';

export type { ImportProblem, ImportReport } from '@domain/import/report';

const path = (kind: ImportKind, step: keyof ReturnType<typeof importEndpoints>) => apiPath(importEndpoints(kind)[step]);

const form = (file: File) => {
  const data = new FormData();
  data.append('uploadedFile', file, file.name);
  return data;
};

export function createImportMethods() {
  return {
    /** The empty file of a kind with its headers in `language`. */
    importTemplate: (kind: ImportKind, format: TemplateFormat, language: string): Promise<FileAnswer> =>
      fetchFile(`${path(kind, 'template')}?format=${format}&language=${language}`, `${kind}.${format}`),
    /** The dry run: every row checked, nothing written; the upload's progress is reported. */
    checkImport: (kind: ImportKind, file: File, mode: ImportMode, onProgress: (p: Progress) => void): Promise<Answer> =>
      postWithProgress(`${path(kind, 'check')}?mode=${mode}`, form(file), onProgress),
    /** The import, all rows or none. */
    runImport: (kind: ImportKind, file: File, mode: ImportMode, onProgress: (p: Progress) => void): Promise<Answer> =>
      postWithProgress(`${path(kind, 'import')}?mode=${mode}`, form(file), onProgress),
    /** The rows of the file that have problems, in its format, with a column saying what is wrong. */
    importFailingRows: (kind: ImportKind, file: File, mode: ImportMode): Promise<FileAnswer> =>
      fetchFile(`${path(kind, 'failingRows')}?mode=${mode}`, file.name, form(file)),
  };
}

export type ImportMethods = ReturnType<typeof createImportMethods>;
