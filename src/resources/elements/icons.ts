import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import CategoryIcon from '@mui/icons-material/Category';
import GroupsIcon from '@mui/icons-material/Groups';
import WorkIcon from '@mui/icons-material/Work';
import type { ResourceIcon } from '@domain/registry';

const ICONS: Record<ResourceIcon, ComponentType<SvgIconProps>> = {
  AccountTree: AccountTreeIcon,
  Apartment: ApartmentIcon,
  Assignment: AssignmentIcon,
  Badge: BadgeIcon,
  Groups: GroupsIcon,
  Work: WorkIcon,
};

/** The MUI icon a registry entry names; a resource that names none gets a generic one. */
export const resourceIcon = (name: ResourceIcon | undefined): ComponentType<SvgIconProps> =>
  name ? ICONS[name] : CategoryIcon;
