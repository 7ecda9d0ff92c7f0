import { AppBar as RaAppBar, TitlePortal, ToggleThemeButton } from 'react-admin';
import { LanguageSwitcher } from '../app/LanguageSwitcher';
import { PendingAccountsButton } from './PendingAccountsButton';
import { ProfileMenu } from './profile/ProfileMenu';

/** The signed-in area's bar: the page title, dark / light (the `theme` key), English / KSA and the profile menu. */
export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      userMenu={<ProfileMenu />}
      toolbar={
        <>
          <PendingAccountsButton />
          <ToggleThemeButton />
          <LanguageSwitcher />
        </>
      }
    >
      {/* The screen's title is its page's main heading; on a phone it wraps to a second line rather than
          losing its end ("Designation map…"). */}
      <TitlePortal
        component="h1"
        sx={{
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          fontSize: { xs: '1rem', sm: undefined },
          lineHeight: { xs: 1.25, sm: undefined },
          overflowWrap: 'break-word',
        }}
      />
    </RaAppBar>
  );
}
