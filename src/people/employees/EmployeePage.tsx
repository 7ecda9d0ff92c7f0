import type { ReactNode } from 'react';
import { AppBar, Box, Container, IconButton, Toolbar, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../app/LanguageSwitcher';
import { SessionExpiryWatcher } from '../../ui/SessionExpiryWatcher';

/**
 * The page around the employee form (spec §2): a back arrow to the previous view and the
 * language switcher (English, KSA) fixed at the top.
 */
export function EmployeePage({ title, onBack, children }: { title: string; onBack(): void; children: ReactNode }) {
  const { t } = useTranslation('people');
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SessionExpiryWatcher />
      <AppBar position="fixed" color="primary">
        <Toolbar>
          <IconButton
            edge="start"
            color="inherit"
            onClick={onBack}
            aria-label={t('form.back')}
            sx={{ marginInlineEnd: 1 }}
          >
            {/* The arrow points to where the reader came from: left in English, right in Arabic. */}
            <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          </IconButton>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <LanguageSwitcher />
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Container maxWidth="lg" component="main" sx={{ py: 3 }}>
        {children}
      </Container>
    </Box>
  );
}
