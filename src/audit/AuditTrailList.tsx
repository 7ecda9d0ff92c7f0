import { useMemo } from 'react';
import {
  DataTable,
  ExportButton,
  FunctionField,
  List,
  TopToolbar,
  useListContext,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { AuditEntry } from '@domain/audit';
import { downloadTable } from '../app/exportTable';
import { RecordCards } from '../ui/RecordCards';
import { useSmallScreen } from '../ui/useSmallScreen';
import { DateText } from '../i18n/format/DateText';
import { useFormat } from '../i18n/format/useFormat';
import { changeLines, type Reading } from './changes';
import { useAuditFilters } from './filters';
import { auditSentence } from './sentences';
import { SavedQueriesAside } from '../ui/SavedQueriesAside';

/** The reader's digits and language, as the trail's sentences and values are written in. */
function useReading(): Reading {
  const { digits, language } = useFormat();
  return useMemo(() => ({ digits, language }), [digits, language]);
}

/** What happened, as a sentence, then the changed fields, one line each: "field: before → after". */
function WhatHappened({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const reading = useReading();
  const lines = changeLines(entry, translate, reading);
  return (
    <Box>
      <Typography variant="body2" data-testid="audit-sentence">
        {auditSentence(entry, translate, reading.digits)}
      </Typography>
      {lines.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 2 }} data-testid="audit-changes">
          {lines.map((line) => (
            <Typography component="li" variant="body2" key={line} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * What an empty trail says: nothing changed yet (a new organisation's trail, or its changes alone,
 * hold only its sign-ins), or nothing matches the filters. react-admin's own empty page would name
 * the resource by its code ("No Audittrails yet") and hide the filters.
 */
function NoEntries() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const set = Object.entries(filterValues ?? {}).filter(([, value]) => value !== undefined && value !== '');
  const nothingYet = set.every(([key, value]) => key === 'family' && value === 'changes');
  return (
    <Typography align="center" color="text.secondary" sx={{ py: 4 }} data-testid="audit-empty">
      {translate(nothingYet ? 'audit.empty' : 'ra.navigation.no_results')}
    </Typography>
  );
}

/** The export: the columns on screen, headed in the reader's language, the event and changes as text. */
function useAuditExporter(): Exporter {
  const translate = useTranslate();
  const reading = useReading();
  return useMemo(
    () => (records: AuditEntry[]) =>
      downloadTable(
        'audit-trail',
        [
          { heading: translate('audit.columns.at'), value: (e: AuditEntry) => e.at },
          { heading: translate('audit.columns.actor'), value: (e: AuditEntry) => e.actor ?? '' },
          { heading: translate('audit.columns.address'), value: (e: AuditEntry) => e.address ?? '' },
          {
            heading: translate('audit.columns.event'),
            value: (e: AuditEntry) => auditSentence(e, translate, reading.digits),
          },
          {
            heading: translate('audit.columns.changes'),
            value: (e: AuditEntry) => changeLines(e, translate, reading).join('; '),
          },
        ],
        records,
      ),
    [translate, reading],
  );
}

const Actions = () => (
  <TopToolbar>
    <ExportButton maxResults={1000} />
  </TopToolbar>
);

/**
 * The audit trail: who did what and when, each entry a sentence naming its record as it is now,
 * newest first, filtered by record name, kind of event, person, resource and dates (a record's
 * history is this list filtered by its resource and id).
 */
export function AuditTrailList() {
  const translate = useTranslate();
  const small = useSmallScreen();
  const reading = useReading();
  const filters = useAuditFilters();
  const exporter = useAuditExporter();
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
          primary={(e) => auditSentence(e, translate, reading.digits)}
          secondary={(e) => e.actor}
          details={[
            { label: translate('audit.columns.at'), render: (e) => <DateText value={e.at} withTime /> },
            {
              label: translate('audit.columns.changes'),
              render: (e) => changeLines(e, translate, reading).join('; ') || '—',
            },
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
          <DataTable.Col source="event" label="audit.columns.event" disableSort>
            <FunctionField<AuditEntry> render={(e) => <WhatHappened entry={e} />} />
          </DataTable.Col>
          <DataTable.Col source="address" label="audit.columns.address" disableSort />
        </DataTable>
      )}
    </List>
  );
}
