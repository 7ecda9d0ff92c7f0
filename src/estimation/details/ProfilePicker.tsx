import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppQuery, type AppDataProvider } from '../../dataProvider/hooks';
import type { Choice } from '@domain/estimation/answers';
import type { FteScope } from '@domain/fteScopes';

/** The FTE profiles of the organisation itself, or of one structure element. */
const profilesOf =
  (category: FteScope, elementId: number | null) =>
  (provider: AppDataProvider): Promise<Choice[]> =>
    category === 'organization' ? provider.elements('organization') : provider.profiles(category, elementId as number);

export function ProfilePicker({
  category,
  elementId,
  value,
  onChange,
}: {
  category: FteScope;
  elementId: number | null;
  value: number | null;
  onChange: (profile: Choice | null) => void;
}) {
  const { t } = useTranslation('estimation');
  const {
    data = [],
    isLoading,
    isEnabled,
  } = useAppQuery(['estimation', 'profiles', category, elementId], profilesOf(category, elementId), {
    enabled: category === 'organization' || elementId !== null,
  });
  const known = data.some((p) => p.id === value);
  return (
    <TextField
      select
      sx={{ minWidth: 240, flex: 1 }}
      label={t('select.profile')}
      value={known ? String(value) : ''}
      disabled={!isEnabled}
      onChange={(event) => onChange(data.find((p) => String(p.id) === event.target.value) ?? null)}
      helperText={isEnabled && !isLoading && data.length === 0 ? t('select.noProfiles') : ' '}
    >
      {data.map((profile) => (
        <MenuItem key={profile.id} value={String(profile.id)}>
          {profile.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
