import { AutocompleteInput, FilterForm, ReferenceInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { FteFamily } from '../domain/fteFamilies';
import { searchToQuery } from '../resources/generated/search';

/**
 * A tab's filter by the element its profiles belong to (a department, a team...), in a filter form
 * of its own beside the search box. Loaded with the first tab that has one: the organisation's tab,
 * open first, needs neither the picker nor a form.
 */
export function FteElementFilter({ family }: { family: FteFamily }) {
  const { t } = useTranslation();
  if (!family.element || !family.parentKey) return null;
  return (
    <FilterForm
      filters={[
        <ReferenceInput key="element" source={family.parentKey} reference={family.element} sort={{ field: 'name', order: 'ASC' }} alwaysOn>
          <AutocompleteInput optionText="name" filterToQuery={searchToQuery} label={t(`fte.elements.${family.scope}`)} sx={{ minWidth: 240 }} />
        </ReferenceInput>,
      ]}
    />
  );
}
