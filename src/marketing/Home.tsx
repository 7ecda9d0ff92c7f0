import { Box, Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../app/LanguageSwitcher';

/** The public home page. */
export default function Home() {
  const { t } = useTranslation('common');
  return (
    <Container component="main" sx={{ py: 8 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <LanguageSwitcher color="primary" />
      </Box>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('brand')}
      </Typography>
      <Typography variant="h5" color="text.secondary" paragraph>
        {t('home.tagline')}
      </Typography>
      <Button component={Link} to="/signin" variant="contained" size="large">
        {t('home.getStarted')}
      </Button>
    </Container>
  );
}
