import { Box, Stack, Typography } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EMPLOYEE_LIST_PATH } from '../employees/chosenEmployee';
import { AccountChoice } from './AccountChoice';
import { PersonalDataExport } from './PersonalDataExport';

/**
 * A person's data and account, on their page and on their form alike: a copy of everything kept
 * about them, and one explained choice between deactivating, erasing and deleting them.
 */
export function PersonalDataPanel({
  userId,
  name,
  active,
  onChanged,
}: {
  userId: number;
  name: string;
  active: boolean;
  /** The person changed (deactivated, activated, erased): read them again. */
  onChanged(): void;
}) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'addEmployee', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'addEmployee', action: 'delete' });
  if (!canEdit && !canDelete) return null;
  return (
    <Box component="section" aria-labelledby="personal-data-heading" sx={{ mb: 3 }}>
      <Typography id="personal-data-heading" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('personalData.choice.heading')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* The export is open to Employee Edit, as on the server. */}
        {canEdit ? <PersonalDataExport userId={userId} /> : null}
        <AccountChoice
          userId={userId}
          name={name}
          active={active}
          canEdit={Boolean(canEdit)}
          canDelete={Boolean(canDelete)}
          onDone={(outcome) => (outcome === 'delete' ? navigate(EMPLOYEE_LIST_PATH, { replace: true }) : onChanged())}
        />
      </Stack>
    </Box>
  );
}
