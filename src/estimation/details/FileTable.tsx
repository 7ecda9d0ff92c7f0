import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../../people/personName';
import { useAppQuery } from '../../dataProvider/hooks';
import { useFormat } from '../../i18n/format/useFormat';
import { FileActions } from './FileActions';
import { LoadingRow } from '../common/LoadingRow';
import { everyRecord } from '../common/everyRecord';
import type { EstimationFile } from '@domain/estimation/answers';
import type { FileType } from '@domain/estimation';
import type { FteScope } from '@domain/fteScopes';
import { Ltr } from '../../i18n/format/Ltr';
import { DateText } from '../../i18n/format/DateText';
import { actionsCell, stackedCell, stackedOnPhone } from '../../ui/stackedTable';

/** The Original (O) or Customised (C) files of an FTE profile. */
export function FileTable({
  category,
  fteId,
  fileType,
  onDeleted,
}: {
  category: FteScope;
  fteId: number;
  fileType: FileType;
  onDeleted: (file: EstimationFile) => void;
}) {
  const { t } = useTranslation('estimation');
  const personName = usePersonName();
  const format = useFormat();
  const { data, isLoading, isError } = useAppQuery(['estimation', 'files', category, fteId, fileType], (provider) =>
    everyRecord<EstimationFile>(
      provider,
      'estimationFiles',
      { category, fteProfileId: fteId, fileType },
      { field: 'id', order: 'ASC' },
    ),
  );
  const title = t(fileType === 'O' ? 'files.originals' : 'files.customised');
  if (isError) return <Alert severity="error">{t('files.loadFailed')}</Alert>;
  return (
    <section aria-label={title} data-testid={`files-${fileType}`}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <TableContainer>
        <Table size="small" sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>{t('files.name')}</TableCell>
              <TableCell align="right">{t('files.rows')}</TableCell>
              <TableCell>{t('files.uploadedBy')}</TableCell>
              <TableCell>{t('files.uploadedOn')}</TableCell>
              <TableCell align="right">{t('files.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isLoading && <LoadingRow columns={5} />}
            {data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary">
                    {t(fileType === 'O' ? 'files.noOriginals' : 'files.noCustomised')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {data?.map((file) => (
              <TableRow key={file.id} hover>
                <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word', fontWeight: 'inherit' }}>
                  <Ltr>{file.fileName}</Ltr>
                </TableCell>
                <TableCell align="right" {...stackedCell(t('files.rows'))}>
                  {format.figure('count', file.rowCount ?? 0)}
                </TableCell>
                <TableCell {...stackedCell(t('files.uploadedBy'))}>
                  {file.createdBy ? personName(file.createdBy) : '—'}
                </TableCell>
                <TableCell {...stackedCell(t('files.uploadedOn'))}>
                  {file.createdDate ? <DateText value={file.createdDate} /> : '—'}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...actionsCell}>
                  <FileActions file={file} onDeleted={onDeleted} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
