import { AppBar as RaAppBar, TitlePortal, ToggleThemeButton } from 'react-admin';
import { LanguageSwitcher } from '../app/LanguageSwitcher';
import { PendingAccountsButton } from './PendingAccountsButton';

/** The signed-in area's bar: the page title, dark / light (the `theme` key) and English / KSA. */
export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      toolbar={
        <>
          <PendingAccountsButton />
          <ToggleThemeButton />
          <LanguageSwitcher />
        </>
      }
    >
      {/* The screen's title is its page's main heading. */}
      <TitlePortal component="h1" />
    </RaAppBar>
  );
}
