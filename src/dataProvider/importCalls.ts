import { importSegment, type ImportKind } from '@domain/import/kinds';
import { fetchFile, postWithProgress, type Answer, type FileAnswer, type Progress } from './transfer';

export type TemplateFormat = 'xlsx' | 'csv';

/** One problem of a file, as the server words it in the user's language. */
export interface ImportProblem {
  row: number;
  column: string;
  field: string;
  message: string;
}

export interface ImportReport {
  kind: ImportKind;
  rows: number;
  created: number;
  problemCount: number;
  problems: ImportProblem[];
}

const path = (kind: ImportKind, step: string) => `ImportAPI/${importSegment(kind)}/${step}`;

const form = (file: File) => {
  const data = new FormData();
  data.append('uploadedFile', file, file.name);
  return data;
};

export function createImportMethods() {
  return {
    /** The empty file of a kind with its headers in `language`. */
    importTemplate: (kind: ImportKind, format: TemplateFormat, language: string): Promise<FileAnswer> =>
      fetchFile(`${path(kind, 'Template')}?format=${format}&language=${language}`, `${kind}.${format}`),
    /** The dry run: every row checked, nothing written; the upload's progress is reported. */
    checkImport: (kind: ImportKind, file: File, onProgress: (p: Progress) => void): Promise<Answer> =>
      postWithProgress(path(kind, 'Check'), form(file), onProgress),
    /** The import, all rows or none. */
    runImport: (kind: ImportKind, file: File, onProgress: (p: Progress) => void): Promise<Answer> =>
      postWithProgress(path(kind, 'Import'), form(file), onProgress),
  };
}
