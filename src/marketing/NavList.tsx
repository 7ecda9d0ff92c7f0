import type { MouseEvent } from 'react';
import { Link } from './router';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from './navigation';

const stay = (event: MouseEvent) => event.preventDefault();

/** A placeholder entry ('#' in the spec): looks like a link, goes nowhere, says it is coming. */
export function Placeholder({ label }: { label: string }) {
  const { t } = useTranslation('marketing');
  return (
    <a href="#" className="tw-placeholder" aria-disabled="true" title={t('comingSoon')} onClick={stay}>
      {t(label)}
    </a>
  );
}

/** The `<li>` entries of a navigation list; groups nest their own list under a label. */
export function NavList({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  const { t } = useTranslation('marketing');
  return (
    <>
      {entries.map((entry) => (
        <li key={entry.label}>
          {'children' in entry ? (
            <>
              <span className="tw-menu-group-label">{t(entry.label)}</span>
              <ul className="tw-sublist">
                <NavList entries={entry.children} onNavigate={onNavigate} />
              </ul>
            </>
          ) : 'placeholder' in entry ? (
            <Placeholder label={entry.label} />
          ) : (
            <Link to={entry.to} onClick={onNavigate}>
              {t(entry.label)}
            </Link>
          )}
        </li>
      ))}
    </>
  );
}
