import { useState } from 'react';
import { Box, Button, Card, Chip, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Link, useSearchParams } from 'react-router-dom';
import { Authenticated, CanAccess, DataTable, List, SearchInput, Title, type RaRecord } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { AccessDeniedNotice } from '../../ui/AccessDeniedNotice';
import { BulkAccountAction, RowAccountAction, type AccountChange } from './AccountAction';
import { usePendingAccounts } from './usePendingAccounts';
import { OrganizationList } from './OrganizationList';
import { SignInLockList } from './SignInLockList';

const TABS = [
  { key: 'active', resource: 'activeAccounts', label: 'accounts.active', change: 'deactivate' },
  { key: 'inactive', resource: 'inactiveAccounts', label: 'accounts.inactive', change: 'approve' },
  // Whole organisations, for the one change that takes every row of one away.
  { key: 'organizations', resource: 'organizations', label: 'organizations.title', change: undefined },
  // Sign-in locks, so a person locked out from an address can be let in again.
  { key: 'locks', resource: 'signInLocks', label: 'signInLocks.title', change: undefined },
] as const satisfies ReadonlyArray<{ key: string; resource: string; label: string; change: AccountChange | undefined }>;

/**
 * The tab in the address (`?tab=inactive`), else the sign-ups waiting when there are any, so the
 * Super Admin opens on the work to do; `undefined` until the waiting ones are counted.
 */
function useTab(): [number | undefined, (next: number) => void] {
  const [params, setParams] = useSearchParams();
  const pending = usePendingAccounts();
  // Settled once: approving the last sign-up does not move the page to the other tab.
  const [settled, setSettled] = useState<number>();
  if (settled === undefined && pending !== undefined) setSettled(pending > 0 ? 1 : 0);
  const asked = TABS.findIndex((entry) => entry.key === params.get('tab'));
  const tab = asked >= 0 ? asked : settled;
  const choose = (next: number) => setParams({ tab: TABS[next].key }, { replace: true });
  return [tab, choose];
}

const fullName = (record: RaRecord) => `${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim();

function Accounts({ resource, change }: { resource: string; change: AccountChange }) {
  const { t } = useTranslation('people');
  return (
    // The page as a whole is the Super Admin's (checked around it); the two lists need no check of their own.
    <List
      resource={resource}
      exporter={false}
      disableAuthentication
      disableSyncWithLocation
      storeKey={`superAdmin.${resource}`}
      title={false}
      actions={false}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t('accounts.search')} />]}
      sort={{ field: 'email', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      <DataTable
        rowClick={false}
        bulkActionButtons={<BulkAccountAction change={change} />}
        empty={<Typography sx={{ p: 2 }}>{t('accounts.none')}</Typography>}
      >
        <DataTable.Col source="email" label={t('server:fields.email')} />
        <DataTable.Col source="firstName" label={t('list.name')} render={fullName} />
        <DataTable.Col source="address" label={t('server:fields.address')} disableSort />
        <DataTable.Col source="country" label={t('server:fields.country')} />
        <DataTable.Col source="companyName" label={t('server:fields.companyName')} />
        {change === 'approve' ? (
          <DataTable.Col
            source="status"
            label={t('server:fields.status')}
            disableSort
            render={(record) => <Chip size="small" label={t(`accounts.status.${String(record.status)}`)} />}
          />
        ) : null}
        <DataTable.Col label={t('admin:resourceScreens.actions')} disableSort>
          <RowAccountAction change={change} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** /SuperAdminDashboard: organisation owners across the platform, approved or waiting. */
export function SuperAdminDashboard() {
  const { t } = useTranslation('people');
  const [tab, setTab] = useTab();
  return (
    <Authenticated>
      <CanAccess resource="superAdmin" action="list" accessDenied={<AccessDeniedNotice />}>
        <Title title={t('accounts.title')} />
        {/* The messages of the public site: in the sidebar too, and here beside the accounts. */}
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button component={Link} to="/contactMessages" startIcon={<MailOutlineIcon />}>
            {t('accounts.contactMessages')}
          </Button>
        </Stack>
        <Card sx={{ mt: 1 }}>
          {tab === undefined ? (
            <LinearProgress />
          ) : (
            <>
              <Tabs
                value={tab}
                onChange={(_, next: number) => setTab(next)}
                aria-label={t('accounts.title')}
                variant="scrollable"
                allowScrollButtonsMobile
              >
                {TABS.map((entry, index) => (
                  <Tab
                    key={entry.resource}
                    label={t(entry.label)}
                    id={`accounts-tab-${index}`}
                    aria-controls={`accounts-panel-${index}`}
                  />
                ))}
              </Tabs>
              <Box role="tabpanel" id={`accounts-panel-${tab}`} aria-labelledby={`accounts-tab-${tab}`}>
                {TABS[tab].change ? (
                  <Accounts key={TABS[tab].resource} resource={TABS[tab].resource} change={TABS[tab].change} />
                ) : TABS[tab].key === 'locks' ? (
                  <SignInLockList />
                ) : (
                  <OrganizationList />
                )}
              </Box>
            </>
          )}
        </Card>
      </CanAccess>
    </Authenticated>
  );
}
