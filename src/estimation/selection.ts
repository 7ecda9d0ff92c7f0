import { useStore } from 'react-admin';
import { CURRENCY_OF, countryOf } from '@domain/fte';
import { scopeOf } from '@domain/fteScopes';
import type { Choice, FileProfile } from '@domain/estimation/answers';
import type { FileType } from '@domain/estimation';
import type { FteScope } from '@domain/fteScopes';

/**
 * The estimation selection state of spec §3: category, department (the chosen structure element),
 * selected FTE, currency, selected file, FTE file name (the profile's name) and the show-report
 * flag. Kept in react-admin's store (local storage) so the user finds it again on coming back.
 */
export interface EstimationSelection {
  category: FteScope;
  elementId: number | null;
  elementName: string | null;
  fteId: number | null;
  fteFileName: string | null;
  country: string | null;
  currency: string | null;
  fileType: FileType;
  selectedFile: string | null;
  showReport: boolean;
}

export const EMPTY_SELECTION: EstimationSelection = {
  category: 'organization',
  elementId: null,
  elementName: null,
  fteId: null,
  fteFileName: null,
  country: null,
  currency: null,
  fileType: 'O',
  selectedFile: null,
  showReport: false,
};

const noProfile = {
  fteId: null,
  fteFileName: null,
  country: null,
  currency: null,
  selectedFile: null,
  showReport: false,
};

/** Choosing a category starts the rest of the choice again. */
export const chooseCategory = (s: EstimationSelection, category: FteScope): EstimationSelection =>
  category === s.category ? s : { ...s, ...noProfile, category, elementId: null, elementName: null };

/** A new element (null: none) drops the profile and file chosen for the previous one. */
export const chooseElement = (s: EstimationSelection, element: Choice | null): EstimationSelection =>
  element?.id === s.elementId
    ? s
    : { ...s, ...noProfile, elementId: element?.id ?? null, elementName: element?.name ?? null };

/** A profile brings its country and the currency costs are reported in. */
export function chooseProfile(s: EstimationSelection, profile: Choice | null): EstimationSelection {
  if (!profile) return { ...s, ...noProfile };
  if (profile.id === s.fteId) return s;
  const country = countryOf(profile.country) ?? null;
  return {
    ...s,
    ...noProfile,
    fteId: profile.id,
    fteFileName: profile.name,
    country: country ?? profile.country ?? null,
    currency: country ? CURRENCY_OF[country] : null,
  };
}

export const chooseFileType = (s: EstimationSelection, fileType: FileType): EstimationSelection =>
  fileType === s.fileType ? s : { ...s, fileType, selectedFile: null, showReport: false };

export const chooseFile = (
  s: EstimationSelection,
  fileName: string | null,
  fileType = s.fileType,
): EstimationSelection => ({
  ...s,
  fileType,
  selectedFile: fileName,
  showReport: fileName !== null,
});

/**
 * The choice that leads to a file, as the user would have made it: its FTE profile's category,
 * structure element and profile, then the file. Without its profile, only the file changes.
 */
export function chooseLinkedFile(
  s: EstimationSelection,
  profile: FileProfile | null,
  fileName: string,
  fileType: FileType,
): EstimationSelection {
  const category = scopeOf(profile?.category);
  if (!profile || !category) return chooseFile(s, fileName, fileType);
  const element = profile.elementId === null ? null : { id: profile.elementId, name: profile.elementName ?? '' };
  const withProfile = chooseProfile(chooseElement(chooseCategory(s, category), element), profile);
  return chooseFile(chooseFileType(withProfile, fileType), fileName, fileType);
}

/** Whether the choice reaches an FTE profile (the organisation needs no element). */
export const hasProfile = (s: EstimationSelection): s is EstimationSelection & { fteId: number } =>
  s.fteId !== null && (s.category === 'organization' || s.elementId !== null);

/** The stored selection, repaired if an older or foreign value is found under the key. */
export function useEstimationSelection(): [EstimationSelection, (next: EstimationSelection) => void] {
  const [stored, setStored] = useStore<Partial<EstimationSelection>>('estimation.selection', EMPTY_SELECTION);
  return [{ ...EMPTY_SELECTION, ...(stored ?? {}) }, setStored];
}
