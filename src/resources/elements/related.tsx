import { Box, Link as MuiLink, Typography } from '@mui/material';
import {
  CreateButton,
  DataTable,
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useGetResourceLabel,
  useRecordContext,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fteFamily } from '@domain/fteFamilies';
import { FTE_SCOPE_OF } from '@domain/fteScopes';
import type { ResourceName, ResourceSpec } from '@domain/registry';
import { fteResource } from '../../dataProvider';
import { CountryField } from './CountryField';
import { FigureField } from '../../i18n/format/fields';

function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ px: 2, pb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/** The elements one level below (a department's sub-departments), paged on the server. */
export function ChildElements({ child }: { child: ResourceSpec }) {
  const record = useRecordContext();
  const label = useGetResourceLabel();
  const { t } = useTranslation();
  const { canAccess: canList } = useCanAccess({ resource: child.name, action: 'list' });
  const { canAccess: canAdd } = useCanAccess({ resource: child.name, action: 'create' });
  if (!record || !child.parent || !canList) return null;
  const add = canAdd ? (
    <CreateButton
      resource={child.name}
      state={{ record: { [child.parent.source]: record.id } }}
      label={t('resourceScreens.addChild', { name: label(child.name, 1) })}
    />
  ) : null;
  return (
    <Section title={label(child.name, 2)} action={add}>
      <ReferenceManyField
        reference={child.name}
        target={child.parent.source}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          empty={
            <Typography color="text.secondary">
              {t('resourceScreens.noChildren', { name: label(child.name, 2) })}
            </Typography>
          }
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="description" />
        </DataTable>
      </ReferenceManyField>
    </Section>
  );
}

/** The FTE profiles kept for this element, with a way to the FTE Calculation tab that manages them. */
export function ElementFteProfiles({ resource }: { resource: ResourceName }) {
  const scope = FTE_SCOPE_OF[resource];
  const record = useRecordContext();
  const { t } = useTranslation();
  const { canAccess } = useCanAccess({ resource: scope ? fteResource(scope) : '', action: 'list' });
  if (!scope || !record || !canAccess) return null;
  const family = fteFamily(scope);
  return (
    <Section
      title={t('fte.profilesOfElement')}
      action={
        <MuiLink component={Link} to={`/dashboard?tab=${scope}`} underline="hover">
          {t('fte.manageProfiles')}
        </MuiLink>
      }
    >
      <ReferenceManyField
        reference={fteResource(scope)}
        target={family.parentKey ?? ''}
        sort={{ field: 'fteName', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography color="text.secondary">{t('fte.noProfiles')}</Typography>}
        >
          <DataTable.Col source="fteName" label={t('fte.fields.fteName')} />
          <DataTable.Col source="country" label={t('fte.fields.country')}>
            <CountryField />
          </DataTable.Col>
          <DataTable.Col align="right" source="fte" label={t('fte.fields.fte')}>
            <FigureField source="fte" kind="hours" />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Section>
  );
}
