import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { AdminFrame } from './AdminFrame';
import { AppBar } from './AppBar';
import { CopyrightFooter } from './CopyrightFooter';
import { SidebarMenu } from './sidebar/SidebarMenu';
import { SessionExpiryWatcher } from '../ui/SessionExpiryWatcher';

/** Spec §2: the second layout of /addjobtitle and /jobtitlelist, a left sidebar and a footer. */
export function SecondaryLayout({ children }: { children: ReactNode }) {
  return (
    <AdminFrame appBar={AppBar} menu={SidebarMenu}>
      <SessionExpiryWatcher />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}>
        <Box sx={{ flex: 1 }}>{children}</Box>
        <CopyrightFooter />
      </Box>
    </AdminFrame>
  );
}
