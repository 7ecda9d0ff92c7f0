import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What a signed-in user sees in place of a screen their role does not open, wherever it is. */
export function AccessDeniedNotice() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="warning">{t('accessDenied')}</Alert>
    </Box>
  );
}
