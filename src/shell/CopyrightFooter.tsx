import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Spec §9: the footer year is 2025. */
export const FOOTER_YEAR = 2025;

const LINKS = [
  { key: 'portfolio', to: '/ServiecesList' },
  { key: 'licenses', to: '/Pricing' },
  { key: 'support', to: '/ContactUs' },
  { key: 'faqs', to: '/faq' },
];

/** The footer of the second layout: copyright and the links Portfolio, Licenses, Support, FAQs. */
export function CopyrightFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        mt: 4,
        py: 2,
        px: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('appFooter.copyright', { year: FOOTER_YEAR })}
      </Typography>
      <Box component="nav" aria-label={t('appFooter.links')} sx={{ display: 'flex', gap: 2 }}>
        {LINKS.map((link) => (
          <MuiLink key={link.key} component={Link} to={link.to} variant="body2" underline="hover">
            {t(`appFooter.${link.key}`)}
          </MuiLink>
        ))}
      </Box>
    </Box>
  );
}
