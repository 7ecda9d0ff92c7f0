import type { ReactNode } from 'react';
import { AdminFrame } from './AdminFrame';
import { AppBar } from './AppBar';
import { SidebarMenu } from './sidebar/SidebarMenu';
import { SessionExpiryWatcher } from './SessionExpiryWatcher';

/** The main dashboard layout of the signed-in area. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <AdminFrame appBar={AppBar} menu={SidebarMenu}>
      <SessionExpiryWatcher />
      {children}
    </AdminFrame>
  );
}
