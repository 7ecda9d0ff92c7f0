import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import InsightsIcon from '@mui/icons-material/Insights';
import PaymentsIcon from '@mui/icons-material/Payments';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import ListAltIcon from '@mui/icons-material/ListAlt';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { menuKey, registry } from '../../domain/registry';
import { resourceIcon } from '../../resources/generated/icons';
import type { SidebarEntry } from './entries';

export const GROUP_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  hrAdmin: AdminPanelSettingsIcon,
  userManagement: ManageAccountsIcon,
  estimation: InsightsIcon,
  costing: PaymentsIcon,
  workforcePlan: AccountTreeIcon,
  // Each registry resource's group shows the resource's own icon.
  ...Object.fromEntries(registry.map((spec) => [menuKey(spec), resourceIcon(spec.icon)])),
};

/** Entries read at a glance even when the sidebar is folded to its icons. */
export function EntryIcon({ entry, ...props }: { entry: SidebarEntry } & SvgIconProps) {
  if (entry.path === '/dashboard') return <CalculateIcon {...props} />;
  return entry.access.add ? <AddCircleOutlineIcon {...props} /> : <ListAltIcon {...props} />;
}
