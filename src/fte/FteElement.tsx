import { AutocompleteInput, FilterForm, ReferenceField, ReferenceInput } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { FteFamily } from '@domain/fteFamilies';
import { searchToQuery } from '../resources/elements/search';

// What only the tabs of an element's profiles (a department's, a team's...) show, loaded with the
// first of them: the organisation's tab, open first, needs neither a picker, a form nor references.

/** The element a profile belongs to, linked to its page. */
export function FteElementName({ family }: { family: FteFamily }) {
  if (!family.element || !family.parentKey) return null;
  return <ReferenceField source={family.parentKey} reference={family.element} link="show" />;
}

/**
 * A tab's filter by the element its profiles belong to (a department, a team...), in a filter form
 * of its own beside the search box.
 */
export function FteElementFilter({ family }: { family: FteFamily }) {
  const { t } = useTranslation();
  if (!family.element || !family.parentKey) return null;
  return (
    <FilterForm
      filters={[
        <ReferenceInput
          key="element"
          source={family.parentKey}
          reference={family.element}
          sort={{ field: 'name', order: 'ASC' }}
          alwaysOn
        >
          <AutocompleteInput
            optionText="name"
            filterToQuery={searchToQuery}
            label={t(`fte.elements.${family.scope}`)}
            sx={{ minWidth: 240 }}
          />
        </ReferenceInput>,
      ]}
    />
  );
}
