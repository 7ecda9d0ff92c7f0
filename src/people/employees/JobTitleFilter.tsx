import { AutocompleteInput, ReferenceInput, SelectInput, useListContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { NO_JOB_TITLE } from '@domain/employee';
import { DROPDOWN_META } from '../../dataProvider';

const byName = (q: string) => ({ q });

/**
 * The job title filter: a job title picked by name, or, when the list was opened on the people
 * without one (the workforce plan's "No job title" line), that choice named rather than an empty box.
 */
export function JobTitleFilter({ source, label }: { source: string; label: string }) {
  const { t } = useTranslation('people');
  const { filterValues } = useListContext();
  if (filterValues[source] === NO_JOB_TITLE) {
    return <SelectInput source={source} label={label} choices={[{ id: NO_JOB_TITLE, name: t('list.noJobTitle') }]} />;
  }
  return (
    <ReferenceInput source={source} reference="jobTitles" queryOptions={{ meta: DROPDOWN_META }}>
      <AutocompleteInput label={label} optionText="name" filterToQuery={byName} />
    </ReferenceInput>
  );
}
