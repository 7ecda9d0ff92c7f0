import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What the FTE value means and what it is used for, in the user's words. */
export function FteExplanation() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="aside" sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('fte.explanation.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('fte.explanation.meaning')}
      </Typography>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600, mb: 1 }}>
        {t('fte.explanation.formula')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('fte.explanation.use')}
      </Typography>
    </Paper>
  );
}
