import { Badge, IconButton, Tooltip } from '@mui/material';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePendingAccounts } from '../people/superAdmin/usePendingAccounts';

/** The Super Admin's bar: how many sign-ups wait, a click away from the list of them. Nothing for anyone else. */
export function PendingAccountsButton() {
  const { t } = useTranslation('people');
  const pending = usePendingAccounts();
  if (!pending) return null;
  const label = t('accounts.pendingCount', { count: pending });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={Link} to="/SuperAdminDashboard?tab=inactive" aria-label={label}>
        <Badge badgeContent={pending} color="error" max={999}>
          <HowToRegIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
