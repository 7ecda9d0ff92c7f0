import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** The landing screen after sign-in. */
export function Dashboard() {
  const { t } = useTranslation('common');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t('menu.dashboard')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('dashboard.welcome')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.intro')}</Typography>
      </CardContent>
    </Card>
  );
}
