import { Fragment, type ReactNode } from 'react';
import { useArabicDigits } from '../i18n/format/useFormat';
import { AdminFrame } from './AdminFrame';
import { AppBar } from './AppBar';
import { SidebarMenu } from './sidebar/SidebarMenu';
import { SessionExpiryWatcher } from './SessionExpiryWatcher';

/** The main dashboard layout of the signed-in area. */
export function Layout({ children }: { children: ReactNode }) {
  // A new digit choice redraws the page (its lists, pagination and texts) from the cached data.
  const digits = useArabicDigits();
  return (
    <AdminFrame appBar={AppBar} menu={SidebarMenu}>
      <SessionExpiryWatcher />
      <Fragment key={digits}>{children}</Fragment>
    </AdminFrame>
  );
}
