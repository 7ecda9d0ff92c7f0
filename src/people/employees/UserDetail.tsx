import type { ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Avatar,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { Authenticated, Button, CanAccess, Title, useCanAccess } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import EditIcon from '@mui/icons-material/Edit';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../personName';
import { useAppQuery, useQueryRefresh } from '../../dataProvider/hooks';
import { PersonalDataPanel } from '../personalData/PersonalDataPanel';
import { AccessDeniedNotice } from '../../ui/AccessDeniedNotice';
import { useGoBack } from '../useGoBack';
import { EMPLOYEE_LIST_PATH, ToEmployeeList, chosenEmployeeId } from './chosenEmployee';
import { Ltr } from '../../i18n/format/Ltr';
import { DateText } from '../../i18n/format/DateText';
import { HistoryButton } from '../../audit/HistoryButton';

/** ViewUserDetail: the person with names instead of ids, and who created them when. */
interface UserDetailRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  country: string | null;
  address: string | null;
  imagePath: string | null;
  employeeType: string | null;
  department: string | null;
  subDepartment: string | null;
  designation: string | null;
  role: string | null;
  team: string | null;
  joiningDate: string | null;
  status: 'active' | 'inactive';
  createdBy: string | null;
  createdDate: string;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children || '—'}
      </Typography>
    </Grid>
  );
}

function Person({ id }: { id: number }) {
  const { t } = useTranslation('people');
  const personName = usePersonName();
  const { canAccess: canEdit } = useCanAccess({ resource: 'addEmployee', action: 'edit' });
  const refresh = useQueryRefresh();
  const { data, isPending, error } = useAppQuery(['employees', 'userDetail', id], (provider) =>
    provider.userDetail<UserDetailRecord>(id),
  );
  // The spec's words for a failed lookup by id, then what the server said about it.
  if (error)
    return (
      <Alert severity="error">
        <AlertTitle>{t('common:errors.loadOne')}</AlertTitle>
        {(error as Error).message}
      </Alert>
    );
  if (isPending) return <CircularProgress aria-label={t('loading')} />;
  const name = personName(data.firstName, data.lastName);
  return (
    <Card>
      <Title title={name} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar
            src={data.imagePath ?? undefined}
            alt={t('detail.photoOf', { name })}
            sx={{ width: 96, height: 96 }}
          />
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h1">
              {name}
            </Typography>
            <Typography color="text.secondary">{data.designation ?? data.email}</Typography>
            <Chip
              size="small"
              sx={{ mt: 1 }}
              color={data.status === 'active' ? 'success' : 'default'}
              label={t(`status.${data.status}`)}
            />
          </Box>
          {canEdit ? (
            <Button label={t('list.edit')} component={Link} to={`/editEmployee?userId=${data.id}`} variant="outlined">
              <EditIcon />
            </Button>
          ) : null}
          <HistoryButton resource="employees" id={data.id} />
        </Stack>
        <PersonalDataPanel
          userId={data.id}
          name={name}
          active={data.status === 'active'}
          onChanged={() => refresh(['employees'])}
        />
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          <Item label={t('server:fields.email')}>
            <Ltr>{data.email}</Ltr>
          </Item>
          <Item label={t('server:fields.phoneNumber')}>
            <Ltr>{data.phoneNumber}</Ltr>
          </Item>
          <Item label={t('server:fields.country')}>{data.country}</Item>
          <Item label={t('server:fields.address')}>{data.address}</Item>
          <Item label={t('server:fields.employeeTypeId')}>{data.employeeType}</Item>
          <Item label={t('server:fields.departmentId')}>{data.department}</Item>
          <Item label={t('server:fields.subDepartmentId')}>{data.subDepartment}</Item>
          <Item label={t('server:fields.teamId')}>{data.team}</Item>
          <Item label={t('server:fields.designationId')}>{data.designation}</Item>
          <Item label={t('server:fields.roleId')}>{data.role}</Item>
          <Item label={t('server:fields.joiningDate')}>
            <DateText value={data.joiningDate} />
          </Item>
          <Item label={t('detail.createdBy')}>{personName(data.createdBy)}</Item>
          <Item label={t('detail.createdDate')}>
            <DateText value={data.createdDate} withTime />
          </Item>
        </Grid>
      </CardContent>
    </Card>
  );
}

/** /UserDetail?userId=...: one person, with the names of where they work and who added them. */
export function UserDetail() {
  const { t } = useTranslation('people');
  const [search] = useSearchParams();
  const back = useGoBack(EMPLOYEE_LIST_PATH);
  const id = chosenEmployeeId(search);
  return (
    <Authenticated>
      <CanAccess resource="employees" action="show" accessDenied={<AccessDeniedNotice />}>
        {id === undefined ? (
          <ToEmployeeList />
        ) : (
          <Box sx={{ mt: 2 }}>
            <Button label={t('form.back')} onClick={back} sx={{ mb: 1 }}>
              <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
            </Button>
            <Person id={id} />
          </Box>
        )}
      </CanAccess>
    </Authenticated>
  );
}
