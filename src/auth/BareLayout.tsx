import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../app/LanguageSwitcher';

/** The bare layout of the account screens: no header or footer, a card, the language switcher. */
export function BareLayout({ title, children, width = 440 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation('common');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Box sx={{ position: 'fixed', top: 12, insetInlineEnd: 12 }}>
        <LanguageSwitcher />
      </Box>
      <Card sx={{ width: '100%', maxWidth: width }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" color="primary" component="p">
            {t('brand')}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
