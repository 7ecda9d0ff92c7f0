import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchAdminShell } from '../app/handover';
import { takeNotice } from '../authProvider/handoverNotice';
import { LogoMark } from '../marketing/icons';
import { LanguageMenu } from '../marketing/LanguageMenu';
import { Link } from '../marketing/router';
import { ToastProvider, TOAST_MS, useToast } from '../marketing/toast';
import '../marketing/marketing.css';
import './account.css';

/**
 * The account screens' frame, outside the admin shell like the public site: the logo and a way
 * back to the site, the language switcher, the form's card, one toast container. `prefetchAdmin`
 * fetches the admin area once the page is idle; the root hands it down, since the admin area's
 * entry stands above the features and no feature imports it.
 */
export default function AccountLayout({
  children,
  prefetchAdmin,
}: {
  children: ReactNode;
  prefetchAdmin: () => Promise<unknown>;
}) {
  const { t } = useTranslation('account');
  useEffect(() => prefetchAdminShell(prefetchAdmin), [prefetchAdmin]);
  return (
    <ToastProvider>
      <div className="tw-site tw-account">
        <header className="tw-account-bar">
          <Link to="/" className="tw-logo">
            <LogoMark />
            {t('common:brand')}
          </Link>
          <div className="tw-account-actions">
            <Link to="/" className="tw-nav-link">
              {t('backToSite')}
            </Link>
            <LanguageMenu />
          </div>
        </header>
        <HandoverToast />
        <main id="content" className="tw-account-main">
          {children}
        </main>
      </div>
    </ToastProvider>
  );
}

/** What the admin shell left to say on its way here (the session expired). */
function HandoverToast() {
  const notify = useToast();
  useEffect(() => {
    const notice = takeNotice();
    if (notice) notify(notice.text, notice.type, TOAST_MS.error);
  }, [notify]);
  return null;
}

/** The card of one account screen: its title and its form. */
export function AccountCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className="tw-account-card" data-wide={wide || undefined} aria-labelledby="account-title">
      <h1 id="account-title">{title}</h1>
      {children}
    </section>
  );
}
