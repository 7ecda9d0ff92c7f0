import { useEffect, useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppQuery } from '../../dataProvider/hooks';
import type { Choice } from '@domain/estimation/answers';
import type { FteScope } from '@domain/fteScopes';

const SEARCH_DELAY_MS = 250;

/**
 * The structure element of a category: what the user types is sent to the server as `q` and the
 * answer is filtered here too, so the picker works whether or not the server narrows the list.
 */
export function ElementPicker({
  category,
  value,
  onChange,
}: {
  category: FteScope;
  value: Choice | null;
  onChange: (element: Choice | null) => void;
}) {
  const { t } = useTranslation('estimation');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  // While the field shows the chosen element's name, the whole list is offered.
  const q = value && search === value.name ? '' : search;
  const { data = [], isFetching } = useAppQuery(
    ['estimation', 'elements', category, q],
    (provider) => provider.elements(category, q || undefined),
    { placeholderData: (previous) => previous },
  );
  return (
    <Autocomplete
      sx={{ minWidth: 260, flex: 1 }}
      options={data}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      noOptionsText={t('select.noElements')}
      loadingText={t('loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(`categoryElement.${category}`)}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
