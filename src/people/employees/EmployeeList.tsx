import { Chip, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  FilterButton,
  useCanAccess,
} from 'react-admin';
import { Link } from 'react-router-dom';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../personName';
import { DROPDOWN_META } from '../../dataProvider';
import { EMPLOYEE_LIST_FILTERS, EMPLOYEE_STATUSES } from '@domain/employee';
import { EmployeeRowActions } from './EmployeeRowActions';
import { JobTitleFilter } from './JobTitleFilter';
import { ExportEmployeesButton } from './ExportEmployeesButton';
import type { EmployeeChannel } from './saveEmployee';
import { RecordCards } from '../../ui/RecordCards';
import { useSmallScreen } from '../../ui/useSmallScreen';
import { Ltr } from '../../i18n/format/Ltr';
import { DateText } from '../../i18n/format/DateText';
import { ImportButton } from '../../import/ImportButton';
import { SavedQueriesAside } from '../../ui/SavedQueriesAside';

const byName = (q: string) => ({ q });

/** Where the list adds people: the spec's Add Employee form or the older user endpoint. */
const ADD_PATH: Record<EmployeeChannel, string> = { employees: '/AddEmployee', users: '/addusers' };

function Actions({ channel }: { channel: EmployeeChannel }) {
  const { t } = useTranslation('people');
  const { canAccess: canAdd } = useCanAccess({ resource: 'addEmployee', action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canAdd ? (
        <Button label={t(channel === 'users' ? 'list.addUser' : 'list.add')} component={Link} to={ADD_PATH[channel]}>
          <PersonAddIcon />
        </Button>
      ) : null}
      {channel === 'employees' ? <ImportButton kind="employees" /> : null}
      <ExportEmployeesButton />
    </TopToolbar>
  );
}

function useFilters() {
  const { t } = useTranslation('people');
  return [
    // Wide enough for its whole placeholder; the screen's width on a phone.
    <SearchInput key="q" source="q" alwaysOn placeholder={t('list.search')} sx={{ width: { xs: '100%', sm: 320 } }} />,
    // Through the structure's dropdowns (by name), which whoever may read this list may read too.
    ...EMPLOYEE_LIST_FILTERS.map(({ source, reference }) =>
      source === 'designationId' ? (
        <JobTitleFilter key={source} source={source} label={t(`server:fields.${source}`)} />
      ) : (
        <ReferenceInput key={source} source={source} reference={reference} queryOptions={{ meta: DROPDOWN_META }}>
          <AutocompleteInput label={t(`server:fields.${source}`)} optionText="name" filterToQuery={byName} />
        </ReferenceInput>
      ),
    ),
    <ReferenceInput key="roleId" source="roleId" reference="roles" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput label={t('server:fields.roleId')} optionText="name" filterToQuery={byName} />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      label={t('server:fields.status')}
      choices={EMPLOYEE_STATUSES.map((s) => ({ id: s, name: t(`status.${s}`) }))}
    />,
  ];
}

/** A cell with a main line and, under it in grey, a second one (job title, phone, team). */
/** Two values of a record in one cell; `ltr` for values that read left to right (e-mail, phone). */
function TwoLines({ first, second, ltr = false }: { first: unknown; second: unknown; ltr?: boolean }) {
  const text = (value: unknown) => (ltr ? <Ltr>{String(value)}</Ltr> : String(value));
  return (
    <>
      <Typography variant="body2">{first ? text(first) : '—'}</Typography>
      {second ? (
        <Typography variant="caption" color="text.secondary">
          {text(second)}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * /employeesdetail and /allusers: employees a page at a time from the server, sorted, searched
 * and filtered there (lists of ten thousand people stay quick), with their row actions.
 */
export function EmployeeList({ channel }: { channel: EmployeeChannel }) {
  const { t } = useTranslation('people');
  const filters = useFilters();
  const small = useSmallScreen();
  const personName = usePersonName();
  const fullName = (record: Record<string, unknown>) => personName(record.firstName, record.lastName);
  const none = <Typography sx={{ p: 2 }}>{t('list.none')}</Typography>;
  const status = (record: Record<string, unknown>) => (
    <Chip
      size="small"
      color={record.status === 'active' ? 'success' : 'default'}
      label={t(`status.${String(record.status)}`)}
    />
  );
  return (
    <List
      resource="employees"
      exporter={false}
      storeKey={`employees.${channel}`}
      title={t(channel === 'users' ? 'list.usersTitle' : 'list.title')}
      filters={filters}
      actions={<Actions channel={channel} />}
      sort={{ field: 'firstName', order: 'ASC' }}
      perPage={25}
      empty={false}
      aside={<SavedQueriesAside />}
    >
      {small ? (
        <RecordCards
          label={t(channel === 'users' ? 'list.usersTitle' : 'list.title')}
          primary={fullName}
          secondary={(record) => record.designation as string | undefined}
          link={(record) => `/UserDetail?userId=${record.id}`}
          details={[
            {
              label: t('list.contact'),
              render: (record) => <TwoLines first={record.email} second={record.phoneNumber} ltr />,
            },
            {
              label: t('server:fields.departmentId'),
              render: (record) => <TwoLines first={record.department} second={record.team} />,
            },
            { label: t('server:fields.roleId'), render: (record) => String(record.role ?? '—') },
            { label: t('server:fields.status'), render: status },
          ]}
          actions={<EmployeeRowActions />}
          empty={none}
        />
      ) : (
        <DataTable rowClick={(id) => `/UserDetail?userId=${id}`} bulkActionButtons={false} empty={none}>
          <DataTable.Col
            source="firstName"
            label={t('list.name')}
            render={(record) => <TwoLines first={fullName(record)} second={record.designation} />}
          />
          <DataTable.Col
            source="email"
            label={t('list.contact')}
            render={(record) => <TwoLines first={record.email} second={record.phoneNumber} ltr />}
          />
          <DataTable.Col
            source="department"
            label={t('server:fields.departmentId')}
            render={(record) => <TwoLines first={record.department} second={record.team} />}
          />
          <DataTable.Col source="role" label={t('server:fields.roleId')} />
          <DataTable.Col source="isActive" label={t('server:fields.status')} render={status} />
          <DataTable.Col
            source="joiningDate"
            label={t('server:fields.joiningDate')}
            sx={{ whiteSpace: 'nowrap' }}
            render={(record) => <DateText value={record.joiningDate} />}
          />
          <DataTable.Col label={t('admin:resourceScreens.actions')} disableSort>
            <EmployeeRowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
