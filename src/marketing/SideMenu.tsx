import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon } from './icons';
import { NavList } from './NavList';
import { agencyMenu, pagesMenu, servicesMenu, type NavEntry } from './navigation';
import type { SideGroup } from './sideMenuState';
import type { SiteContact } from './siteContact';
import { ContactDetails } from './ContactDetails';
import { SocialLinks } from './SocialLinks';

const GROUPS: Array<{ id: SideGroup; label: string; entries: NavEntry[] }> = [
  { id: 'agency', label: 'sideMenu.agency', entries: agencyMenu },
  { id: 'services', label: 'sideMenu.services', entries: servicesMenu },
  { id: 'pages', label: 'sideMenu.pages', entries: pagesMenu },
];

interface Props {
  open: boolean;
  expanded: Record<SideGroup, boolean>;
  onClose: () => void;
  onToggleGroup: (group: SideGroup) => void;
  contact: SiteContact | null;
}

/**
 * The sliding side menu (spec §2): collapsible Agency / Services / Pages groups, Get in Touch and
 * the social links. It slides in from the end of the line (right in English, left in Arabic), is
 * a modal dialog while open and inert while closed.
 */
export function SideMenu({ open, expanded, onClose, onToggleGroup, contact }: Props) {
  const { t } = useTranslation('marketing');
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [open, onClose]);

  return (
    <>
      <div className="tw-backdrop" data-open={open} onClick={onClose} aria-hidden="true" />
      <aside
        id="tw-side-menu"
        className="tw-side"
        data-open={open}
        role="dialog"
        aria-modal={open}
        aria-labelledby="tw-side-title"
        inert={!open}
      >
        <div className="tw-side-head">
          <h2 id="tw-side-title">{t('sideMenu.title')}</h2>
          <button
            ref={closeButton}
            type="button"
            className="tw-icon-btn"
            aria-label={t('nav.closeSideMenu')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-labelledby="tw-side-title">
          {GROUPS.map((group) => (
            <section key={group.id} className="tw-side-group">
              <h2>
                <button
                  type="button"
                  className="tw-side-group-toggle"
                  aria-expanded={expanded[group.id]}
                  aria-controls={`tw-side-${group.id}`}
                  onClick={() => onToggleGroup(group.id)}
                >
                  {t(group.label)}
                  <ChevronDownIcon />
                </button>
              </h2>
              <ul id={`tw-side-${group.id}`} className="tw-side-list" hidden={!expanded[group.id]}>
                <NavList entries={group.entries} onNavigate={onClose} />
              </ul>
            </section>
          ))}
        </nav>
        <section className="tw-side-section" aria-labelledby="tw-side-touch">
          <h2 id="tw-side-touch">{t('sideMenu.getInTouch')}</h2>
          <ContactDetails contact={contact} />
        </section>
        <section className="tw-side-section" aria-labelledby="tw-side-follow">
          <h2 id="tw-side-follow">{t('sideMenu.follow')}</h2>
          <SocialLinks contact={contact} />
        </section>
      </aside>
    </>
  );
}
