import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../app/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { SiteContactProvider, useLocation } from './router';
import { SideMenu } from './SideMenu';
import { useSideMenuState } from './sideMenuState';
import { useSiteContact } from './siteContact';
import { ToastProvider } from './toast';
import './marketing.css';

/** Each page starts at its top, or at the section its address names (/faq#privacy). */
function useScrollOnNavigate() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash]);
}

/** The public site's frame: header, side menu, the page, footer, and one toast container. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('marketing');
  const side = useSideMenuState();
  const contact = useSiteContact();
  const { setOpen } = side;
  useScrollOnNavigate();
  return (
    <ToastProvider>
      <SiteContactProvider value={contact}>
        <div className="tw-site">
          <a className="tw-skip" href="#content">
            {t('skipToContent')}
          </a>
          <Header sideMenuOpen={side.open} onOpenSideMenu={() => setOpen(true)} />
          <SideMenu
            open={side.open}
            expanded={side.expanded}
            onClose={() => setOpen(false)}
            onToggleGroup={side.toggleGroup}
            contact={contact}
          />
          <main id="content" tabIndex={-1}>
            <Suspense fallback={<Spinner />}>{children}</Suspense>
          </main>
          <Footer contact={contact} />
        </div>
      </SiteContactProvider>
    </ToastProvider>
  );
}
