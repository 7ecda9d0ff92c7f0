import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { SidebarMenu } from './sidebar/SidebarMenu';
import { SessionExpiryWatcher } from './SessionExpiryWatcher';

/** The main dashboard layout of the signed-in area. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={SidebarMenu}>
      <SessionExpiryWatcher />
      {children}
    </RaLayout>
  );
}
