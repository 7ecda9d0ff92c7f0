import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { erasedTag } from '@domain/pseudonym';

/** Written names from their parts: `first last`, empty parts left out. */
const joined = (parts: unknown[]): string =>
  parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map(String)
    .join(' ')
    .trim();

/**
 * A person's name as the reader sees it: as stored, or for an erased person the pseudonym in the
 * reader's words (the server stores it in none, domain/pseudonym). Takes the first and last name, or
 * a whole name ("created by").
 */
export function usePersonName(): (...parts: unknown[]) => string {
  const { t } = useTranslation('people');
  return useCallback(
    (...parts: unknown[]) => {
      const name = joined(parts);
      const tag = erasedTag(name);
      return tag ? t('people:personalData.erasedPerson', { tag }) : name;
    },
    [t],
  );
}
