import { useTranslation } from 'react-i18next';
import { toggleThemeMode } from '../app/themeMode';
import { useThemeMode } from '../app/useThemeMode';
import { MoonIcon, SunIcon } from './icons';
import { useHydrated } from '../app/useHydrated';

/** Dark / light, remembered under `theme` (spec §2). */
export function ThemeButton() {
  const { t } = useTranslation('marketing');
  const dark = useThemeMode() === 'dark';
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="tw-icon-btn"
      aria-label={dark ? t('nav.lightMode') : t('nav.darkMode')}
      title={dark ? t('nav.lightMode') : t('nav.darkMode')}
      onClick={toggleThemeMode}
      disabled={!hydrated}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
