import { useCallback, useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataTable,
  ListBase,
  Pagination,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  type Identifier,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { FteFamily } from '@domain/fteFamilies';
import { fteResource } from '../dataProvider';
import { DeleteAfterConfirm } from '../resources/elements/DeleteAfterConfirm';
import { namedScreen } from '../app/namedScreen';
import { CountryField } from '../resources/elements/CountryField';
import { FteChart } from './FteChart';
import { ProfileSearch } from './ProfileSearch';
import { RecordCards } from '../ui/RecordCards';
import { useSmallScreen } from '../ui/useSmallScreen';
import { FigureField } from '../i18n/format/fields';
import type { FigureKind } from '@domain/figures';

// The form and what the element tabs show load when first needed: the dashboard opens on a list.
const FteProfileDialog = namedScreen(() => import('./FteProfileDialog'), 'FteProfileDialog');
const FteElementFilter = namedScreen(() => import('./FteElement'), 'FteElementFilter', null);
const FteElementName = namedScreen(() => import('./FteElement'), 'FteElementName', null);

function RowActions({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const record = useRecordContext();
  const { t } = useTranslation();
  const { canAccess } = useCanAccess({ resource: useResourceContext(), action: 'edit' });
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {canAccess ? (
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(record.id)}>
          {t('ra.action.edit')}
        </Button>
      ) : null}
      <DeleteAfterConfirm
        confirmTitle="fte.deleteTitle"
        confirmContent="fte.deleteContent"
        titleTranslateOptions={{ name: String(record.fteName ?? '') }}
      />
    </Stack>
  );
}

/** One tab of FTE Calculation: the scope's profiles, paged on the server, with add, edit, delete and a chart. */
export function FteScopeTab({ family }: { family: FteFamily }) {
  const { t } = useTranslation();
  const resource = fteResource(family.scope);
  const { canAccess: canAdd } = useCanAccess({ resource, action: 'create' });
  const [editing, setEditing] = useState<Identifier | null | undefined>(undefined);
  const close = useCallback(() => setEditing(undefined), []);
  const small = useSmallScreen();
  const empty = <Box sx={{ p: 3, color: 'text.secondary' }}>{t('fte.empty')}</Box>;
  const figure = ([source, kind]: readonly [string, FigureKind]) => ({
    label: t(`fte.columns.${source}`),
    render: () => <FigureField source={source} kind={kind} />,
  });
  return (
    <ListBase
      resource={resource}
      disableSyncWithLocation
      storeKey={`${resource}.list`}
      perPage={10}
      sort={{ field: 'fteName', order: 'ASC' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
      >
        {/* Laid out as react-admin's filter form: the fields' baseline at the bottom of a 64 px band. */}
        <Stack
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'flex-end',
            flexWrap: { xs: 'wrap', md: 'nowrap' },
            minHeight: { sm: 64 },
            pb: 0.5,
            '& > .MuiFormControl-root': { mt: 1, flex: '0 0 auto' },
            '& > form': { flex: '0 0 auto', minHeight: 0, p: 0 },
          }}
        >
          <ProfileSearch />
          {family.element ? <FteElementFilter family={family} /> : null}
        </Stack>
        {canAdd ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} sx={{ flexShrink: 0 }}>
            {t('fte.add', { scope: t(`fte.tabs.${family.scope}`) })}
          </Button>
        ) : null}
      </Stack>
      {small ? (
        <RecordCards
          label={t(`fte.tabs.${family.scope}`)}
          primary={(record) => String(record.fteName ?? '')}
          details={[
            ...(family.element && family.parentKey
              ? [{ label: t(`fte.elements.${family.scope}`), render: () => <FteElementName family={family} /> }]
              : []),
            { label: t('fte.fields.country'), render: () => <CountryField /> },
            ...(
              [
                ['workingHours', 'hours'],
                ['workingDays', 'days'],
                ['availableDays', 'days'],
                ['netDailyHours', 'hours'],
              ] as const
            ).map(figure),
            {
              label: t('fte.columns.fte'),
              render: () => (
                <Box component="span" sx={{ fontWeight: 600 }}>
                  <FigureField source="fte" kind="hours" />
                </Box>
              ),
            },
          ]}
          actions={<RowActions onEdit={setEditing} />}
          empty={empty}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={empty}>
          <DataTable.Col source="fteName" label={t('fte.fields.fteName')} />
          {family.element && family.parentKey ? (
            <DataTable.Col source={family.parentKey} label={t(`fte.elements.${family.scope}`)}>
              <FteElementName family={family} />
            </DataTable.Col>
          ) : null}
          <DataTable.Col source="country" label={t('fte.fields.country')}>
            <CountryField />
          </DataTable.Col>
          <DataTable.Col align="right" source="workingHours" label={t('fte.columns.workingHours')}>
            <FigureField source="workingHours" kind="hours" />
          </DataTable.Col>
          <DataTable.Col align="right" source="workingDays" label={t('fte.columns.workingDays')}>
            <FigureField source="workingDays" kind="days" />
          </DataTable.Col>
          <DataTable.Col align="right" source="availableDays" label={t('fte.columns.availableDays')} disableSort>
            <FigureField source="availableDays" kind="days" />
          </DataTable.Col>
          <DataTable.Col align="right" source="netDailyHours" label={t('fte.columns.netDailyHours')} disableSort>
            <FigureField source="netDailyHours" kind="hours" />
          </DataTable.Col>
          <DataTable.Col align="right" source="fte" label={t('fte.columns.fte')} sx={{ fontWeight: 600 }}>
            <FigureField source="fte" kind="hours" />
          </DataTable.Col>
          <DataTable.Col label={t('resourceScreens.actions')} disableSort>
            <RowActions onEdit={setEditing} />
          </DataTable.Col>
        </DataTable>
      )}
      <Pagination rowsPerPageOptions={[10, 25, 50]} />
      <Box sx={{ mt: 2 }}>
        <FteChart />
      </Box>
      {editing !== undefined ? <FteProfileDialog family={family} id={editing} onClose={close} /> : null}
    </ListBase>
  );
}
