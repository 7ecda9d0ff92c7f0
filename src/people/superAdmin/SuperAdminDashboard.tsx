import { useState } from 'react';
import { Box, Button, Card, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Link } from 'react-router-dom';
import { Authenticated, CanAccess, DataTable, List, SearchInput, Title, type RaRecord } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { AccessDeniedNotice } from '../../layout/AccessDeniedNotice';
import { BulkAccountAction, RowAccountAction, type AccountChange } from './AccountAction';

const TABS = [
  { resource: 'activeAccounts', label: 'accounts.active', change: 'deactivate' },
  { resource: 'inactiveAccounts', label: 'accounts.inactive', change: 'approve' },
] as const satisfies ReadonlyArray<{ resource: string; label: string; change: AccountChange }>;

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
        <DataTable.Col label={false} disableSort>
          <RowAccountAction change={change} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** /SuperAdminDashboard: organisation owners across the platform, approved or waiting. */
export function SuperAdminDashboard() {
  const { t } = useTranslation('people');
  const [tab, setTab] = useState(0);
  const current = TABS[tab];
  return (
    <Authenticated>
      <CanAccess resource="superAdmin" action="list" accessDenied={<AccessDeniedNotice />}>
        <Title title={t('accounts.title')} />
        {/* The sidebar is the spec's (ids 1 to 20); the messages of the public site are reached from here. */}
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button component={Link} to="/contactMessages" startIcon={<MailOutlineIcon />}>
            {t('accounts.contactMessages')}
          </Button>
        </Stack>
        <Card sx={{ mt: 1 }}>
          <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label={t('accounts.title')}>
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
            <Accounts key={current.resource} resource={current.resource} change={current.change} />
          </Box>
        </Card>
      </CanAccess>
    </Authenticated>
  );
}
