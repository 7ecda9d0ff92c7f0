import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssignmentIcon from '@mui/icons-material/Assignment';
import GroupsIcon from '@mui/icons-material/Groups';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import InsightsIcon from '@mui/icons-material/Insights';
import PaymentsIcon from '@mui/icons-material/Payments';
import WorkIcon from '@mui/icons-material/Work';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { SidebarEntry } from './entries';

export const GROUP_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  hrAdmin: AdminPanelSettingsIcon,
  employeeType: BadgeIcon,
  department: ApartmentIcon,
  subDepartment: AccountTreeIcon,
  project: AssignmentIcon,
  team: GroupsIcon,
  userManagement: ManageAccountsIcon,
  estimation: InsightsIcon,
  costing: PaymentsIcon,
  jobTitle: WorkIcon,
};

/** Entries read at a glance even when the sidebar is folded to its icons. */
export function EntryIcon({ entry, ...props }: { entry: SidebarEntry } & SvgIconProps) {
  if (entry.path === '/dashboard') return <CalculateIcon {...props} />;
  return entry.access.add ? <AddCircleOutlineIcon {...props} /> : <ListAltIcon {...props} />;
}
