import type { DataProvider } from 'react-admin';
import { lazyMethods } from './lazyMethods';
import type { createImportMethods } from './importCalls';

export type { ImportProblem, ImportReport, TemplateFormat } from './importCalls';

export type ImportMethods = ReturnType<typeof createImportMethods>;

const NAMES: Record<keyof ImportMethods, true> = {
  importTemplate: true,
  checkImport: true,
  runImport: true,
  importFailingRows: true,
};

/** `base` with the bulk import's calls beside its own methods, loaded with the first of them. */
export function withImport<P extends DataProvider>(base: P): P & ImportMethods {
  const methods = lazyMethods<ImportMethods>(async () => (await import('./importCalls')).createImportMethods(), NAMES);
  return { ...base, ...methods };
}
