import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { InputAdornment } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { ResettableTextField, useDebouncedEvent, useListContext, useTranslate } from 'react-admin';

/**
 * The list's search box, drawn as react-admin's <SearchInput> in a <FilterForm> draws it but
 * without a form: the dashboard opens on this list, and a form library would load for this one
 * field. Typing is applied after a pause, merged with the list's other filters as they are then.
 */
export function ProfileSearch() {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const applied = String(filterValues.q ?? '');
  const [value, setValue] = useState(applied);
  const sent = useRef(applied);
  const apply = useDebouncedEvent((q: string) => {
    sent.current = q;
    setFilters({ ...filterValues, q });
  }, 500);
  // The words change from elsewhere only when the list's filters are restored or reset.
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setValue(applied);
  }, [applied]);
  const change = (next: ChangeEvent<HTMLInputElement> | string) => {
    const q = typeof next === 'string' ? next : next.target.value;
    setValue(q);
    apply(q);
  };
  return (
    <ResettableTextField
      resettable
      hiddenLabel
      label=""
      name="q"
      size="small"
      placeholder={translate('ra.action.search')}
      value={value}
      onChange={change}
      InputProps={{
        endAdornment: (
          <InputAdornment position="end">
            <SearchIcon color="disabled" />
          </InputAdornment>
        ),
      }}
    />
  );
}
