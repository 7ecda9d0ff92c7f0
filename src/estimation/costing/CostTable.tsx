import { useState } from 'react';
import {
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useCanAccess } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../../people/personName';
import { designationKey } from '@domain/estimation';
import { LoadingRow } from '../common/LoadingRow';
import { useFormat } from '../../i18n/format/useFormat';
import { CostDialog } from './CostDialog';
import { useUndoableCostDelete } from './useUndoableCostDelete';
import type { CostingFile, CostingRecord } from '@domain/estimation/answers';
import { Ltr } from '../../i18n/format/Ltr';
import { isolateLtr } from '../../i18n/format';
import { actionsCell, stackedCell, stackedOnPhone } from '../../ui/stackedTable';

/** Each job title of the file with its annual cost per FTE, or 'not set'; add, edit and delete as the role allows. */
export function CostTable({ file, costs, loading }: { file: CostingFile; costs: CostingRecord[]; loading: boolean }) {
  const { t } = useTranslation('estimation');
  const personName = usePersonName();
  const format = useFormat();
  const { canAccess: canAdd } = useCanAccess({ resource: 'costing', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'costing', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'costing', action: 'delete' });
  const [dialog, setDialog] = useState<{ designation: string; record?: CostingRecord } | null>(null);
  const removal = useUndoableCostDelete();
  // A cost whose delete may still be undone reads as not set.
  const byDesignation = new Map(
    costs.filter((c) => !removal.hidden.has(c.id)).map((c) => [designationKey(c.designationName), c]),
  );
  return (
    <>
      <TableContainer>
        <Table
          aria-label={t('costing.tableLabel', { name: isolateLtr(file.name) })}
          data-testid="cost-table"
          sx={stackedOnPhone}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('costing.designation')}</TableCell>
              <TableCell align="right">{t('costing.annualCost')}</TableCell>
              <TableCell>{t('costing.setBy')}</TableCell>
              <TableCell align="right">{t('files.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && <LoadingRow columns={4} />}
            {!loading && file.designations.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('costing.noDesignations')}</TableCell>
              </TableRow>
            )}
            {!loading &&
              file.designations.map((designation) => {
                const record = byDesignation.get(designationKey(designation));
                return (
                  <TableRow key={designation} hover data-designation={designation}>
                    <TableCell component="th" scope="row">
                      {designation}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ fontVariantNumeric: 'tabular-nums' }}
                      {...stackedCell(t('costing.annualCost'), { lead: true })}
                    >
                      {record ? (
                        <Ltr>{format.money(record.cost, file.currency)}</Ltr>
                      ) : (
                        <Typography component="span" color="text.secondary">
                          {t('costing.notSet')}
                        </Typography>
                      )}
                      {record?.breakdown && (
                        <Typography variant="caption" display="block" color="text.secondary">
                          {t('costing.fromBreakdown')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell {...stackedCell(t('costing.setBy'))}>
                      {record?.createdBy ? personName(record.createdBy) : '—'}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...actionsCell}>
                      {!record && canAdd && (
                        <Button
                          size="small"
                          onClick={() => setDialog({ designation })}
                          aria-label={t('costing.addFor', { designation })}
                        >
                          {t('costing.add')}
                        </Button>
                      )}
                      {record && canEdit && (
                        <Tooltip title={t('costing.edit')}>
                          <IconButton
                            onClick={() => setDialog({ designation: record.designationName, record })}
                            aria-label={t('costing.editFor', { designation })}
                          >
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                      {record && canDelete && (
                        <Tooltip title={t('costing.delete')}>
                          <IconButton
                            color="error"
                            onClick={() => removal.start(record)}
                            aria-label={t('costing.deleteFor', { designation })}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
          </TableBody>
        </Table>
      </TableContainer>
      {dialog && (
        <CostDialog
          file={file}
          designation={dialog.designation}
          record={dialog.record}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
