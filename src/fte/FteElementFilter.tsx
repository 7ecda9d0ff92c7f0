import { AutocompleteInput, ReferenceInput, type ReferenceInputProps } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { FteFamily } from '../domain/fteFamilies';
import { searchToQuery } from '../resources/generated/search';

/**
 * A tab's filter by the element its profiles belong to (a department, a team...). Loaded with the
 * first tab that has one: the organisation's tab, open first, needs no picker.
 */
export function FteElementFilter({ family, source, ...rest }: { family: FteFamily; source: string } & Omit<ReferenceInputProps, 'reference' | 'children' | 'source'>) {
  const { t } = useTranslation();
  return (
    <ReferenceInput {...rest} source={source} reference={family.element ?? ''} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" filterToQuery={searchToQuery} label={t(`fte.elements.${family.scope}`)} sx={{ minWidth: 240 }} />
    </ReferenceInput>
  );
}
