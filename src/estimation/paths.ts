import type { FileType } from '@domain/estimation';

/** The estimation screen, or its workbook viewer for one file (optionally customising it). */
export const viewerPath = (fileName: string, fileType: FileType, customise = false): string => {
  const search = new URLSearchParams({ file: fileName, type: fileType });
  if (customise) search.set('mode', 'customise');
  return `/estimationdetails?${search.toString()}`;
};

export const reportPath = (fileName: string, fileType: FileType): string =>
  `/estimationreport?${new URLSearchParams({ file: fileName, type: fileType }).toString()}`;

export const costingPath = (fileName: string): string =>
  `/costing?${new URLSearchParams({ file: fileName }).toString()}`;
