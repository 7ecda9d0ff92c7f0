import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { DIGIT_SYSTEMS, setArabicDigits, withDigits } from '../../i18n/format';
import { useArabicDigits } from '../../i18n/format/useFormat';

/**
 * The digit preference in the profile menu: Arabic-Indic (the default in Arabic) or Latin digits
 * for every figure, date and page number the Arabic screens show. Kept under the `digits` key.
 */
export function DigitsMenuItems() {
  const { t } = useTranslation('common');
  const current = useArabicDigits();
  return (
    <>
      <ListSubheader sx={{ lineHeight: 2.5, bgcolor: 'transparent' }} id="digits-menu-title">
        {t('digits.title')}
      </ListSubheader>
      {DIGIT_SYSTEMS.map((digits) => (
        <MenuItem
          key={digits}
          role="menuitemradio"
          aria-checked={digits === current}
          data-digits={digits}
          onClick={() => setArabicDigits(digits)}
        >
          <ListItemIcon>{digits === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{t(`digits.${digits}`, { sample: withDigits('123', digits) })}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}
