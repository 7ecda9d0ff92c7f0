import { lazy, Suspense, useState, type MouseEvent } from 'react';
import {
  Avatar,
  Box,
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import LockResetIcon from '@mui/icons-material/LockReset';
import PersonIcon from '@mui/icons-material/Person';
import { Logout, UserMenuContextProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { MyProfile } from '@domain/profile';
import { DigitsMenuItems } from './DigitsMenuItems';
import { useMyProfile } from './myProfile';

// Loaded when opened: their forms' rules (zod and the schemas) stay out of the first screen's script.
const MyProfileDialog = lazy(() => import('./MyProfileDialog').then((m) => ({ default: m.MyProfileDialog })));
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

function ProfileAvatar({ profile, size }: { profile: MyProfile | undefined; size: number }) {
  return (
    <Avatar
      src={profile?.imagePath ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'secondary.main' }}
    >
      {/* No initials as text: the button's name is the person's full name, which they would not match. */}
      <PersonIcon sx={{ fontSize: size * 0.7 }} />
    </Avatar>
  );
}

/**
 * The app bar's profile menu: who is signed in (name and picture), My profile, Change password,
 * the digits of figures, Logout.
 */
export function ProfileMenu() {
  const { t } = useTranslation('admin');
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const { data: profile } = useMyProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  const close = () => setAnchor(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const choose = (next: 'profile' | 'password') => () => {
    close();
    setDialog(next);
  };
  const name = profile ? `${profile.firstName} ${profile.lastName}` : '';
  const label = t('profileMenu.label');

  return (
    <>
      {wide && profile ? (
        <Button
          color="inherit"
          onClick={open}
          aria-label={`${label}: ${name}`}
          aria-haspopup="menu"
          aria-controls={anchor ? 'profile-menu' : undefined}
          startIcon={<ProfileAvatar profile={profile} size={28} />}
          sx={{ textTransform: 'none', marginInlineStart: 0.5, maxWidth: 240 }}
          data-testid="profile-menu-button"
        >
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </Box>
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton
            color="inherit"
            onClick={open}
            aria-label={name ? `${label}: ${name}` : label}
            aria-haspopup="menu"
            aria-controls={anchor ? 'profile-menu' : undefined}
            data-testid="profile-menu-button"
          >
            <ProfileAvatar profile={profile} size={30} />
          </IconButton>
        </Tooltip>
      )}
      <UserMenuContextProvider value={{ onClose: close }}>
        <Menu
          id="profile-menu"
          anchorEl={anchor}
          open={anchor !== null}
          onClose={close}
          disableScrollLock
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {profile ? (
            <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
              <Typography variant="subtitle2" noWrap>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: 'start' }}>
                {profile.email}
              </Typography>
            </Box>
          ) : null}
          {profile ? <Divider /> : null}
          <MenuItem onClick={choose('profile')}>
            <ListItemIcon>
              <ManageAccountsIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('profileMenu.myProfile')}</ListItemText>
          </MenuItem>
          <MenuItem onClick={choose('password')}>
            <ListItemIcon>
              <LockResetIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('profileMenu.changePassword')}</ListItemText>
          </MenuItem>
          <Divider />
          <DigitsMenuItems />
          <Divider />
          <Logout />
        </Menu>
      </UserMenuContextProvider>
      <Suspense fallback={null}>
        {dialog === 'profile' && profile ? <MyProfileDialog profile={profile} onClose={() => setDialog(null)} /> : null}
        {dialog === 'password' ? <ChangePasswordDialog onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </>
  );
}
