import { Divider } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, ToggleThemeButton, UserMenu } from 'react-admin';
import { LanguageSwitcher } from '../app/LanguageSwitcher';
import { DigitsMenuItems } from './DigitsMenuItems';

/** The signed-in area's bar: the page title, dark / light (the `theme` key), English / KSA, the profile menu. */
export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      userMenu={
        <UserMenu>
          <DigitsMenuItems />
          <Divider />
          <Logout />
        </UserMenu>
      }
      toolbar={
        <>
          <ToggleThemeButton />
          <LanguageSwitcher />
        </>
      }
    >
      <TitlePortal />
    </RaAppBar>
  );
}
