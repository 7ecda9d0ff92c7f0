import { useMemo } from 'react';
import { useTranslate, type Exporter, type RaRecord, type TranslateFunction } from 'react-admin';
import type { ResourceSpec } from '@domain/registry';
import { downloadTable, type ExportColumn } from '../../app/exportTable';
import { formatDate } from '../../i18n/format';

/** The columns of a structure list's export: name, description, the parent by its name, created date. */
export function elementColumns(
  spec: ResourceSpec,
  translate: TranslateFunction,
  parents: Record<string, RaRecord>,
): Array<ExportColumn<RaRecord>> {
  const heading = (field: string) => translate(`resources.${spec.name}.fields.${field}`);
  const parent = spec.parent;
  return [
    { heading: heading('name'), value: (record) => record.name },
    { heading: heading('description'), value: (record) => record.description ?? '' },
    ...(parent
      ? [{ heading: heading(parent.source), value: (record: RaRecord) => parents[record[parent.source]]?.name ?? '' }]
      : []),
    // A date is the app's text: written in the reader's language and digits (src/i18n/format).
    { heading: heading('createdDate'), value: (record) => (record.createdDate ? formatDate(record.createdDate) : '') },
  ];
}

/**
 * CSV export as an HR user reads it: headers in their language and the parent by its name, not
 * its id. The parents are fetched once for the whole export.
 */
export function elementExporter(spec: ResourceSpec, translate: TranslateFunction): Exporter {
  return async (records: RaRecord[], fetchRelatedRecords, _dataProvider, resource) => {
    const parents: Record<string, RaRecord> = spec.parent
      ? await fetchRelatedRecords(records, spec.parent.source, spec.parent.reference)
      : {};
    downloadTable(resource ?? spec.name, elementColumns(spec, translate, parents), records);
  };
}

export function useElementExporter(spec: ResourceSpec): Exporter {
  const translate = useTranslate();
  return useMemo(() => elementExporter(spec, translate), [spec, translate]);
}
