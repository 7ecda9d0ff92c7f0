import { useTranslation } from 'react-i18next';
import { toggleThemeMode } from '../app/themeMode';
import { useThemeMode } from '../app/useThemeMode';
import { MoonIcon, SunIcon } from './icons';

/** Dark / light, remembered under `theme` (spec §2). */
export function ThemeButton() {
  const { t } = useTranslation('marketing');
  const dark = useThemeMode() === 'dark';
  return (
    <button
      type="button"
      className="tw-icon-btn"
      aria-label={dark ? t('nav.lightMode') : t('nav.darkMode')}
      title={dark ? t('nav.lightMode') : t('nav.darkMode')}
      onClick={toggleThemeMode}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
