import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What a signed-in user sees on a screen their role does not open. */
export function AccessDenied() {
  const { t } = useTranslation('people');
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="warning">{t('accessDenied')}</Alert>
    </Box>
  );
}
