import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { LanguageSwitcher } from '../app/LanguageSwitcher';

export function AppBar() {
  return (
    <RaAppBar color="primary" toolbar={<LanguageSwitcher />}>
      <TitlePortal />
    </RaAppBar>
  );
}
