import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Any unknown path (spec §2): 'Page not found' and a way back home. */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '70vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 4,
        textAlign: 'center',
      }}
    >
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Button component={Link} to="/" variant="contained" size="large">
        {t('notFound.backHome')}
      </Button>
    </Box>
  );
}
