import { useMemo } from 'react';
import { SelectInput, TextInput, usePermissions, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { ACCOUNTS, AUDIT_ACTIONS, readableAuditResources } from '@domain/audit';
import { AUDIT_EVENT_FAMILIES } from '@domain/auditEvents';
import type { Grants } from '@domain/permissions';
import { storedRole } from '../authProvider/session';
import { DayInput } from '../i18n/format/DayInput';
import { resourceLabel } from './changes';

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

/**
 * The trail's filters: the record's name, the kind of event (sign-ins, exports, erasures, imports,
 * changes...), the person, the resource and the period on screen; the action and record id a
 * record's history link sets (HistoryButton) or "Add filter" offers.
 */
export function useAuditFilters() {
  const translate = useTranslate();
  const resources = useReadableResources();
  return useMemo(
    () => [
      <TextInput key="name" source="name" label="audit.filters.name" alwaysOn />,
      <SelectInput
        key="family"
        source="family"
        label="audit.filters.family"
        choices={AUDIT_EVENT_FAMILIES.map((id) => ({ id, name: `audit.families.${id}` }))}
        alwaysOn
      />,
      <TextInput key="actor" source="actor" label="audit.filters.person" alwaysOn />,
      <SelectInput
        key="resource"
        source="resource"
        label="audit.filters.resource"
        choices={resources.map((id) => ({ id, name: resourceLabel(translate, id) }))}
        alwaysOn
      />,
      <DayFilter key="from" source="from" label={translate('audit.filters.from')} alwaysOn />,
      <DayFilter key="to" source="to" label={translate('audit.filters.to')} alwaysOn />,
      <SelectInput
        key="action"
        source="action"
        label="audit.filters.action"
        choices={AUDIT_ACTIONS.map((id) => ({ id, name: `audit.actions.${id}` }))}
      />,
      <TextInput key="recordId" source="recordId" label="audit.filters.recordId" />,
    ],
    [translate, resources],
  );
}
