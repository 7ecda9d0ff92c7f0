import { Fragment, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { useRefreshOnLanguage } from '../dataProvider/hooks';
import { useArabicDigits } from '../i18n/format/useFormat';
import { AdminFrame } from './AdminFrame';
import { AppBar } from './AppBar';
import { SidebarMenu } from './sidebar/SidebarMenu';
import { SessionExpiryWatcher } from '../ui/SessionExpiryWatcher';
import { accessToken } from '../authProvider/session';

/**
 * The main dashboard layout of the signed-in area. A visitor who is not signed in gets no shell:
 * the screen sends them to /signin, an unknown path to the public site's 404 page.
 */
export function Layout({ children }: { children: ReactNode }) {
  // A new digit choice redraws the page (its lists, pagination and texts) from the cached data.
  const digits = useArabicDigits();
  const [locale] = useLocaleState();
  useRefreshOnLanguage(locale);
  if (accessToken() === null) return <>{children}</>;
  return (
    <AdminFrame appBar={AppBar} menu={SidebarMenu}>
      <SessionExpiryWatcher />
      <Fragment key={digits}>{children}</Fragment>
    </AdminFrame>
  );
}
