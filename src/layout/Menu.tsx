import { Menu as RaMenu, useCanAccess } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { registry } from '../domain/registry';
import { useTranslation } from 'react-i18next';

function ResourceEntry({ name }: { name: string }) {
  const { canAccess } = useCanAccess({ resource: name, action: 'list' });
  return canAccess ? <RaMenu.ResourceItem name={name} /> : null;
}

/** Entries follow the role: a resource the user may not View is not offered. */
export function Menu() {
  const { t } = useTranslation('common');
  return (
    <RaMenu>
      <RaMenu.Item to="/dashboard" primaryText={t('menu.dashboard')} leftIcon={<DashboardIcon />} />
      {registry.map((spec) => (
        <ResourceEntry key={spec.name} name={spec.name} />
      ))}
    </RaMenu>
  );
}
