import { Link } from './router';
import { useTranslation } from 'react-i18next';
import { Dropdown } from './Dropdown';
import { LogoMark, MenuIcon } from './icons';
import { LanguageMenu } from './LanguageMenu';
import { NavList } from './NavList';
import { pagesMenu, servicesMenu } from './navigation';
import { ThemeButton } from './ThemeButton';
import { useHydrated } from '../app/useHydrated';

/**
 * The public header (spec §2): logo home, Services and Pages dropdowns, Contact, the language
 * switcher, the theme toggle, Get Started (to /signin) and the side-menu toggle.
 */
export function Header({ sideMenuOpen, onOpenSideMenu }: { sideMenuOpen: boolean; onOpenSideMenu: () => void }) {
  const { t } = useTranslation('marketing');
  const hydrated = useHydrated();
  return (
    <header className="tw-header">
      <div className="tw-container tw-header-row">
        <Link to="/" className="tw-logo">
          <LogoMark />
          {t('brand')}
        </Link>
        <nav className="tw-nav" aria-label={t('nav.main')}>
          <Dropdown label={t('nav.services')}>
            {(close) => <NavList entries={servicesMenu} onNavigate={close} />}
          </Dropdown>
          <Dropdown label={t('nav.pages')}>{(close) => <NavList entries={pagesMenu} onNavigate={close} />}</Dropdown>
          <Link to="/contact" className="tw-nav-link">
            {t('nav.contact')}
          </Link>
        </nav>
        <div className="tw-header-actions">
          <LanguageMenu />
          <ThemeButton />
          <Link to="/signin" className="tw-btn tw-hide-narrow">
            {t('nav.getStarted')}
          </Link>
          <button
            type="button"
            className="tw-icon-btn"
            aria-label={t('nav.openSideMenu')}
            aria-expanded={sideMenuOpen}
            aria-controls="tw-side-menu"
            onClick={onOpenSideMenu}
            disabled={!hydrated}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
    </header>
  );
}
