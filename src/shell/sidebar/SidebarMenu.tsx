import { useEffect, useRef, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Collapse,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { useSidebarState, useStore } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isGroup, type SidebarEntry, type SidebarGroup, type SidebarItem } from './entries';
import { EntryIcon, GROUP_ICONS } from './icons';
import { activeEntry, groupsOpenAt, visibleItems } from './navigation';
import { useSidebarAccess } from './useSidebarAccess';
import { usePendingAccounts } from '../../people/superAdmin/usePendingAccounts';

type Expanded = Record<string, boolean>;

function Entry({
  entry,
  active,
  depth,
  folded,
}: {
  entry: SidebarEntry;
  active: boolean;
  depth: number;
  folded: boolean;
}) {
  const { t } = useTranslation();
  const [, setOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const label = t(`menu.${entry.label}`);
  const icon = <EntryIcon entry={entry} fontSize="small" color={active ? 'primary' : undefined} />;
  const button = (
    <ListItemButton
      component={Link}
      to={entry.path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      data-sidebar-id={entry.id}
      onClick={() => small && setOpen(false)}
      sx={{ paddingInlineStart: folded ? 2 : 2 + depth * 2 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        {entry.badge ? <PendingBadge folded={folded}>{icon}</PendingBadge> : icon}
      </ListItemIcon>
      {folded ? null : <ListItemText primary={label} />}
      {entry.badge && !folded ? <PendingCount /> : null}
    </ListItemButton>
  );
  return folded ? (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** The sign-ups awaiting approval, on the Super Admin's entry: beside its label, or on its icon when folded. */
function PendingCount() {
  const { t } = useTranslation('people');
  const pending = usePendingAccounts();
  if (!pending) return null;
  return (
    <>
      <Badge
        badgeContent={pending}
        color="error"
        max={999}
        aria-hidden
        sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
      />
      <Box component="span" sx={visuallyHidden}>
        {t('accounts.pendingCount', { count: pending })}
      </Box>
    </>
  );
}

function PendingBadge({ folded, children }: { folded: boolean; children: ReactNode }) {
  const pending = usePendingAccounts();
  if (!folded || !pending) return <>{children}</>;
  return (
    <Badge badgeContent={pending} color="error" max={99}>
      {children}
    </Badge>
  );
}

function Group({
  group,
  depth,
  expanded,
  toggle,
  activeId,
}: {
  group: SidebarGroup;
  depth: number;
  expanded: Expanded;
  toggle: (key: string) => void;
  activeId?: number;
}) {
  const { t } = useTranslation();
  const open = expanded[group.key] ?? false;
  const Icon = GROUP_ICONS[group.key];
  const regionId = `sidebar-group-${group.key}`;
  return (
    <>
      <ListItemButton
        onClick={() => toggle(group.key)}
        aria-expanded={open}
        aria-controls={regionId}
        sx={{ paddingInlineStart: 2 + depth * 2 }}
      >
        {Icon ? (
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        ) : null}
        <ListItemText
          primary={t(`menu.${group.label}`)}
          slotProps={{ primary: { fontWeight: depth === 0 ? 600 : 500 } }}
        />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit id={regionId}>
        <List component="div" disablePadding>
          <Items
            items={group.items}
            depth={depth + 1}
            expanded={expanded}
            toggle={toggle}
            activeId={activeId}
            folded={false}
          />
        </List>
      </Collapse>
    </>
  );
}

function Items({
  items,
  depth,
  expanded,
  toggle,
  activeId,
  folded,
}: {
  items: SidebarItem[];
  depth: number;
  expanded: Expanded;
  toggle: (key: string) => void;
  activeId?: number;
  folded: boolean;
}) {
  return (
    <>
      {items.map((item) =>
        isGroup(item) ? (
          <Group key={item.key} group={item} depth={depth} expanded={expanded} toggle={toggle} activeId={activeId} />
        ) : (
          <Entry key={item.id} entry={item} active={item.id === activeId} depth={depth} folded={folded} />
        ),
      )}
    </>
  );
}

const flatten = (items: SidebarItem[]): SidebarEntry[] =>
  items.flatMap((item) => (isGroup(item) ? flatten(item.items) : [item]));

/**
 * The authenticated sidebar of spec §2: entries the user may View, collapsible groups whose state
 * is remembered, the entry of the current path highlighted (and its groups unfolded), and a close
 * button that folds the sidebar to its icons and back.
 */
export function SidebarMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  const [expanded, setExpanded] = useStore<Expanded>('tawazun.sidebar.groups', {});
  const { allowed } = useSidebarAccess();
  const items = visibleItems(allowed);
  const active = activeEntry(pathname);

  // Arriving at an entry leaves its groups open and folds the others; the user may open more meanwhile.
  const arrivedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!active || arrivedAt.current === active.id) return;
    arrivedAt.current = active.id;
    const next = groupsOpenAt(active.id, expanded);
    if (JSON.stringify(next) !== JSON.stringify(expanded)) setExpanded(next);
  }, [active, expanded, setExpanded]);

  const toggle = (key: string) => setExpanded({ ...expanded, [key]: !expanded[key] });
  const folded = !open;
  return (
    <Box component="nav" aria-label={t('menu.label')} sx={{ pb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: folded ? 'center' : 'flex-end', px: 1, pt: 1 }}>
        <IconButton onClick={() => setOpen(!open)} aria-label={t(open ? 'menu.close' : 'menu.open')} size="small">
          {open ? (
            <MenuOpenIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          ) : (
            <MenuIcon />
          )}
        </IconButton>
      </Box>
      <List component="div" disablePadding>
        <Items
          items={folded ? flatten(items) : items}
          depth={0}
          expanded={expanded}
          toggle={toggle}
          activeId={active?.id}
          folded={folded}
        />
      </List>
    </Box>
  );
}
