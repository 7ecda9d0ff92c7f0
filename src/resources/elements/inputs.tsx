import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
import type { FieldSpec } from '@domain/registry';

import { searchToQuery } from './search';

export function FieldInput({ field }: { field: FieldSpec }) {
  if (field.kind === 'reference' && field.reference) {
    return (
      <ReferenceInput
        source={field.source}
        reference={field.reference}
        perPage={25}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" filterToQuery={searchToQuery} isRequired={field.required} fullWidth />
      </ReferenceInput>
    );
  }
  return (
    <TextInput
      source={field.source}
      isRequired={field.required}
      multiline={field.kind === 'longText'}
      minRows={field.kind === 'longText' ? 3 : undefined}
      slotProps={{ htmlInput: { maxLength: field.max } }}
      fullWidth
    />
  );
}
