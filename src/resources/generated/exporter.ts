import { useCallback } from 'react';
import { defaultExporter, useTranslate, type Exporter, type RaRecord } from 'react-admin';
import type { ResourceSpec } from '../../domain/registry';

/**
 * CSV export as an HR user reads it: headers in their language and the parent by its name, not
 * its id. The parents are fetched once for the whole export.
 */
export function useElementExporter(spec: ResourceSpec): Exporter {
  const translate = useTranslate();
  return useCallback<Exporter>(
    async (records: RaRecord[], fetchRelatedRecords, dataProvider, resource) => {
      const label = (field: string) => translate(`resources.${spec.name}.fields.${field}`);
      const parents: Record<string, RaRecord> = spec.parent ? await fetchRelatedRecords(records, spec.parent.source, spec.parent.reference) : {};
      const rows = records.map((record) => ({
        [label('name')]: record.name,
        [label('description')]: record.description ?? '',
        ...(spec.parent ? { [label(spec.parent.source)]: parents[record[spec.parent.source]]?.name ?? '' } : {}),
        [label('createdDate')]: record.createdDate,
      }));
      return defaultExporter(rows, fetchRelatedRecords, dataProvider, resource);
    },
    [spec, translate],
  );
}
