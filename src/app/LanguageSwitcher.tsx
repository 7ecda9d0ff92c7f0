import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n';
import { loadRtlStyles } from '../i18n/DirectionProvider';

/** English / KSA, in every switcher of the app; the page direction follows at once. */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { i18n, t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGUAGES.find((l) => i18n.language?.startsWith(l.locale)) ?? LANGUAGES[0];
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          // Arabic's mirrored styles arrive while the reader picks, not after.
          void loadRtlStyles();
        }}
        aria-haspopup="menu"
        aria-label={`${t('language.choose')}: ${t(`language.${current.locale}`)}`}
      >
        {t(`language.${current.locale}`)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === current.locale}
            lang={language.locale}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(language.locale);
            }}
          >
            {t(`language.${language.locale}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
