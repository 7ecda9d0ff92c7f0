import type { ComponentType } from 'react';
import { Badge, type SvgIconProps } from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import LayersIcon from '@mui/icons-material/Layers';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import InsightsIcon from '@mui/icons-material/Insights';
import PaymentsIcon from '@mui/icons-material/Payments';
import AddIcon from '@mui/icons-material/Add';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import AddModeratorIcon from '@mui/icons-material/AddModerator';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import HistoryIcon from '@mui/icons-material/History';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import SchemaIcon from '@mui/icons-material/Schema';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import LinkIcon from '@mui/icons-material/Link';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { getResource, menuKey, registry } from '@domain/registry';
import { resourceIcon } from '../../resources/elements/icons';
import type { SidebarEntry } from './entries';

type Icon = ComponentType<SvgIconProps>;

export const GROUP_ICONS: Record<string, Icon> = {
  hrAdmin: AdminPanelSettingsIcon,
  userManagement: ManageAccountsIcon,
  estimation: InsightsIcon,
  costing: PaymentsIcon,
  workforcePlan: QueryStatsIcon,
  // Each registry resource's group shows the resource's own icon.
  ...Object.fromEntries(registry.map((spec) => [menuKey(spec), resourceIcon(spec.icon)])),
};

/** The entries that are not a registry resource's screens, by their label. */
const ENTRY_ICONS: Record<string, Icon> = {
  fteCalculation: CalculateIcon,
  allUsers: PeopleIcon,
  addUsers: PersonAddIcon,
  roleList: VerifiedUserIcon,
  addRole: AddModeratorIcon,
  estimation: UploadFileIcon,
  estimationReport: AssessmentIcon,
  costing: PaymentsIcon,
  accounts: HowToRegIcon,
  contactMessages: MailOutlineIcon,
  auditTrail: HistoryIcon,
  workforceDashboard: LeaderboardIcon,
  workforceTree: SchemaIcon,
  workforceCompare: CompareArrowsIcon,
  workforceDesignations: LinkIcon,
  workforceScenarios: LayersIcon,
  import: CloudUploadIcon,
};

/**
 * An entry's own icon, so a folded sidebar reads at a glance: a resource's screens show its
 * registry icon, its add screen with a small plus; the other screens have an icon each.
 */
export function entryIcon(entry: SidebarEntry): { icon: Icon; adds: boolean } {
  if (entry.screen)
    return { icon: resourceIcon(getResource(entry.screen.resource).icon), adds: entry.screen.view === 'create' };
  return { icon: ENTRY_ICONS[entry.label] ?? CalculateIcon, adds: false };
}

export function EntryIcon({ entry, ...props }: { entry: SidebarEntry } & SvgIconProps) {
  const { icon: Icon, adds } = entryIcon(entry);
  if (!adds) return <Icon {...props} />;
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      badgeContent={<AddIcon sx={{ fontSize: 11 }} />}
      sx={{ '& .MuiBadge-badge': { p: 0, minWidth: 13, height: 13, bgcolor: 'background.paper', color: 'inherit' } }}
    >
      <Icon {...props} />
    </Badge>
  );
}
