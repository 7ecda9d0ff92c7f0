import type { FteScope } from '@domain/fteScopes';

/** The multipart names of each category's element and FTE profile (DESIGN §8 `<Category>Id`, `<Category>FteId`). */
const FIELD_STEM: Record<FteScope, string> = {
  organization: 'Organization',
  department: 'Department',
  subdepartment: 'SubDepartment',
  project: 'Project',
  team: 'Team',
  jobtitle: 'JobTitle',
};

/** Most bytes an upload may have; the server says the same and decides. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadTarget {
  category: FteScope;
  elementId: number | null;
  fteId: number;
  fte?: number;
  country: string | null;
}

/** The AddFile form of an original upload for a chosen FTE profile. */
export function uploadForm(file: File, target: UploadTarget): FormData {
  const form = new FormData();
  const stem = FIELD_STEM[target.category];
  form.append('Category', target.category);
  form.append('FileType', 'O');
  if (target.elementId !== null && target.category !== 'organization')
    form.append(`${stem}Id`, String(target.elementId));
  form.append(`${stem}FteId`, String(target.fteId));
  if (target.fte !== undefined) form.append('FTE', String(target.fte));
  if (target.country) form.append('Country', target.country);
  // The file goes last so the server has every field before the bytes arrive.
  form.append('UploadedFile', file, file.name);
  return form;
}

/** Whether a picked file can be a workbook at all; the server checks the content. */
export const looksLikeWorkbook = (file: File): boolean =>
  /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
