import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n';
import { Dropdown } from './Dropdown';
import { GlobeIcon } from './icons';

/** English / KSA (spec §1): the page turns right to left at once for Arabic. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current = LANGUAGES.find((l) => i18n.language?.startsWith(l.locale)) ?? LANGUAGES[0];
  return (
    <Dropdown
      end
      icon={<GlobeIcon />}
      ariaLabel={`${t('language.choose')}: ${t(`language.${current.locale}`)}`}
      label={t(`language.${current.locale}`)}
    >
      {(close) =>
        LANGUAGES.map((language) => (
          <li key={language.locale} className="tw-lang-menu">
            <button
              type="button"
              lang={language.locale}
              aria-current={language.locale === current.locale}
              onClick={() => {
                close();
                void i18n.changeLanguage(language.locale);
              }}
            >
              {t(`language.${language.locale}`)}
            </button>
          </li>
        ))
      }
    </Dropdown>
  );
}
