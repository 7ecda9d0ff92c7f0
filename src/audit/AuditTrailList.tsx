import { useMemo } from 'react';
import {
  DataTable,
  ExportButton,
  FunctionField,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
  usePermissions,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { ACCOUNTS, AUDIT_ACTIONS, readableAuditResources, type AuditEntry } from '@domain/audit';
import type { Grants } from '@domain/permissions';
import { storedRole } from '../authProvider/session';
import { downloadTable } from '../app/exportTable';
import { RecordCards } from '../layout/RecordCards';
import { useSmallScreen } from '../layout/useSmallScreen';
import { DateText } from '../i18n/format/DateText';
import { DayInput } from '../i18n/format/DayInput';
import { useFormat } from '../i18n/format/useFormat';
import { withDigits, type DigitSystem } from '../i18n/format';
import { changeLines, resourceLabel } from './changes';
import { SavedQueriesAside } from '../layout/SavedQueriesAside';

/** The changed fields, one line each: "field: before → after". */
function Changes({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const { digits } = useFormat();
  const lines = changeLines(entry, translate, digits);
  if (!lines.length)
    return <Typography variant="body2">{translate(`audit.events.${entry.event}`, { _: entry.event })}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, ps: 2 }} data-testid="audit-changes">
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line} sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * A day of the trail's period, chosen in the reader's order and digits (the browser's own date
 * field writes its mask in the browser's language, mm/dd/yyyy on an Arabic page).
 */
function DayFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const year = new Date().getFullYear();
  return (
    // The whole row on a phone: narrower, the day's and year's choices cut their own names short.
    <Box sx={{ minWidth: 340, width: { xs: '100%', sm: 'auto' } }}>
      <DayInput source={source} label={label} years={{ from: year - 10, to: year }} />
    </Box>
  );
}

/**
 * The resources whose entries the reader may see (the server lists no other): those their role may
 * view; the Super Admin's platform events are about accounts.
 */
function useReadableResources(): string[] {
  const { permissions } = usePermissions<Grants>();
  return useMemo(() => (storedRole() === 1 ? [ACCOUNTS] : readableAuditResources(permissions ?? {})), [permissions]);
}

function useAuditFilters() {
  const translate = useTranslate();
  const resources = useReadableResources();
  return useMemo(
    () => [
      <TextInput key="actor" source="actor" label="audit.filters.person" alwaysOn />,
      <SelectInput
        key="resource"
        source="resource"
        label="audit.filters.resource"
        choices={resources.map((id) => ({ id, name: resourceLabel(translate, id) }))}
        alwaysOn
      />,
      <SelectInput
        key="action"
        source="action"
        label="audit.filters.action"
        choices={AUDIT_ACTIONS.map((id) => ({ id, name: `audit.actions.${id}` }))}
        alwaysOn
      />,
      <DayFilter key="from" source="from" label={translate('audit.filters.from')} alwaysOn />,
      <DayFilter key="to" source="to" label={translate('audit.filters.to')} alwaysOn />,
      <TextInput key="recordId" source="recordId" label="audit.filters.recordId" />,
    ],
    [translate, resources],
  );
}

/**
 * What an empty trail says: nothing changed yet (a new organisation), or nothing matches the
 * filters. react-admin's own empty page would name the resource by its code ("No Audittrails yet")
 * and hide the filters.
 */
function NoEntries() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '');
  return (
    <Typography align="center" color="text.secondary" sx={{ py: 4 }} data-testid="audit-empty">
      {translate(filtered ? 'ra.navigation.no_results' : 'audit.empty')}
    </Typography>
  );
}

/** The export: the columns on screen, headed in the reader's language, the changes as text. */
function useAuditExporter(): Exporter {
  const translate = useTranslate();
  const { digits } = useFormat();
  return useMemo(
    () => (records: AuditEntry[]) =>
      downloadTable(
        'audit-trail',
        [
          { heading: translate('audit.columns.at'), value: (e: AuditEntry) => e.at },
          { heading: translate('audit.columns.actor'), value: (e: AuditEntry) => e.actor ?? '' },
          { heading: translate('audit.columns.address'), value: (e: AuditEntry) => e.address ?? '' },
          {
            heading: translate('audit.columns.resource'),
            value: (e: AuditEntry) => resourceLabel(translate, e.resource),
          },
          { heading: translate('audit.columns.recordId'), value: (e: AuditEntry) => e.recordId ?? '' },
          {
            heading: translate('audit.columns.action'),
            value: (e: AuditEntry) => (e.action ? translate(`audit.actions.${e.action}`) : e.event),
          },
          {
            heading: translate('audit.columns.changes'),
            value: (e: AuditEntry) => changeLines(e, translate, digits).join('; '),
          },
        ],
        records,
      ),
    [translate, digits],
  );
}

const Actions = () => (
  <TopToolbar>
    <ExportButton maxResults={1000} />
  </TopToolbar>
);

/**
 * The audit trail: who changed what and when, newest first, filtered by person, resource, action
 * and dates (a record's history is this list filtered by its resource and id).
 */
export function AuditTrailList() {
  const translate = useTranslate();
  const small = useSmallScreen();
  const { digits } = useFormat();
  const filters = useAuditFilters();
  const exporter = useAuditExporter();
  const action = (e: AuditEntry) => (e.action ? translate(`audit.actions.${e.action}`) : '');
  return (
    <List
      resource="auditTrail"
      title={translate('audit.title')}
      filters={filters}
      actions={<Actions />}
      exporter={exporter as Exporter}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation={false}
      empty={false}
      aside={<SavedQueriesAside />}
    >
      {small ? (
        <RecordCards<AuditEntry>
          label={translate('audit.title')}
          primary={(e) =>
            `${resourceLabel(translate, e.resource)} ${e.recordId === null ? '' : `#${readableId(e.recordId, digits)}`} · ${action(e)}`
          }
          secondary={(e) => e.actor}
          details={[
            { label: translate('audit.columns.at'), render: (e) => <DateText value={e.at} withTime /> },
            { label: translate('audit.columns.changes'), render: (e) => <Changes entry={e} /> },
          ]}
          link={() => false}
          empty={<NoEntries />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={<NoEntries />}>
          <DataTable.Col source="at" label="audit.columns.at">
            <FunctionField<AuditEntry> render={(e) => <DateText value={e.at} withTime />} />
          </DataTable.Col>
          <DataTable.Col source="actor" label="audit.columns.actor" />
          <DataTable.Col source="resource" label="audit.columns.resource">
            <FunctionField<AuditEntry> render={(e) => resourceLabel(translate, e.resource)} />
          </DataTable.Col>
          <DataTable.Col source="recordId" label="audit.columns.recordId">
            <FunctionField<AuditEntry> render={(e) => (e.recordId === null ? '' : readableId(e.recordId, digits))} />
          </DataTable.Col>
          <DataTable.Col source="action" label="audit.columns.action">
            <FunctionField<AuditEntry> render={action} />
          </DataTable.Col>
          <DataTable.Col label="audit.columns.changes" disableSort>
            <FunctionField<AuditEntry> render={(e) => <Changes entry={e} />} />
          </DataTable.Col>
          <DataTable.Col source="address" label="audit.columns.address" disableSort />
        </DataTable>
      )}
    </List>
  );
}

const readableId = (id: number, digits: DigitSystem) => withDigits(String(id), digits);
