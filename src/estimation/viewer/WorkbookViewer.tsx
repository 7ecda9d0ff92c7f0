import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TablePagination,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useCanAccess } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { applyShareEdits } from '@domain/estimation';
import { useAppMutation, useAppQuery, useQueryRefresh } from '../../dataProvider/hooks';
import { Spinner } from '../../app/Spinner';
import { useErrorNotice, useSuccessNotice } from '../../ui/useErrorNotice';
import { useFormat } from '../../i18n/format/useFormat';
import { reportPath, viewerPath } from '../paths';
import { SaveCopyDialog } from './SaveCopyDialog';
import { offRowsOf } from '../common/OffRowsWarning';
import { SheetGrid } from './SheetGrid';
import { gridColumns, nextSort, offHundred, sortRows, withEdit, type EditMap, type GridSort } from './grid';
import type { FileType } from '@domain/estimation';
import { Ltr } from '../../i18n/format/Ltr';
import { isolateLtr } from '../../i18n/format';

const PAGE_SIZES = [25, 50, 100];

/** A stored workbook as a paged, sortable grid; in customise mode its job title shares can be edited and saved as a copy. */
export function WorkbookViewer({
  fileName,
  fileType,
  customise,
}: {
  fileName: string;
  fileType: FileType;
  customise: boolean;
}) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const navigate = useNavigate();
  const refresh = useQueryRefresh();
  const failed = useErrorNotice();
  const succeeded = useSuccessNotice();
  const { canAccess: canAdd } = useCanAccess({ resource: 'estimation', action: 'create' });
  const { canAccess: canReport } = useCanAccess({ resource: 'estimationReport', action: 'list' });
  const {
    data: table,
    isLoading,
    isError,
  } = useAppQuery(['estimation', 'sheet', fileName, fileType], (provider) => provider.sheet(fileName, fileType));
  const [edits, setEdits] = useState<EditMap>(new Map());
  const [sort, setSort] = useState<GridSort | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [onlyOff, setOnlyOff] = useState(false);
  const [saving, setSaving] = useState(false);
  const editing = customise && fileType === 'O' && canAdd;

  const shown = useMemo(() => {
    if (!table || edits.size === 0) return table;
    const result = applyShareEdits(table, [...edits.values()]);
    return 'table' in result ? result.table : table;
  }, [table, edits]);
  const columns = useMemo(() => gridColumns(shown?.[0] ?? []), [shown]);
  const percentageAt = columns.findIndex((c) => c.percentage);
  const rows = useMemo(() => (shown ?? []).slice(1).map((cells, i) => ({ row: i + 1, cells })), [shown]);
  const offRows = useMemo(() => offRowsOf(shown), [shown]);
  const offCount = offRows.length;
  const visible = useMemo(
    () => sortRows(onlyOff ? rows.filter((r) => offHundred(r.cells, percentageAt)) : rows, sort, format.language),
    [rows, onlyOff, percentageAt, sort, format.language],
  );
  const pageRows = visible.slice(page * pageSize, (page + 1) * pageSize);

  const save = useAppMutation(
    (provider, newFileName: string) =>
      provider.saveCopy({ fileName, fileType, newFileName, edits: [...edits.values()] }),
    {
      onSuccess: async (answer) => {
        setSaving(false);
        succeeded(answer.alertMessage);
        await refresh(['estimation', 'files']);
        navigate(viewerPath(answer.data.fileName, 'C'));
      },
      onError: failed,
    },
  );

  if (isLoading) return <Spinner />;
  if (isError || !table)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {t('viewer.loadFailed', { name: isolateLtr(fileName) })}
      </Alert>
    );
  const onEdit = (row: number, designation: string, share: number) => {
    const column = columns.find((c) => c.designation === designation);
    setEdits((current) =>
      withEdit(current, { row, designation, share }, column ? table[row]?.[column.index] : undefined),
    );
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, minWidth: 0, maxWidth: '100%' }}>
      <Title title={editing ? t('customise.title') : t('viewer.title')} />
      <Box>
        <Button
          component={Link}
          to="/estimationdetails"
          startIcon={
            <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          }
        >
          {t('viewer.back')}
        </Button>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
          <Ltr>{fileName}</Ltr>
        </Typography>
        <Chip size="small" label={t(fileType === 'O' ? 'files.original' : 'files.customisedOne')} />
        {editing && <Chip size="small" color="info" label={t('customise.mode')} />}
      </Stack>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="body2">
              {t('viewer.summary', {
                rows: format.figure('count', rows.length),
                jd: format.figure('count', columns.filter((c) => c.designation).length),
              })}
            </Typography>
            <Typography variant="body2" color={offCount ? 'warning.main' : 'text.secondary'} data-testid="off-count">
              {t('viewer.offCount', { count: offCount, shown: format.figure('count', offCount) })}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={onlyOff}
                  onChange={(e) => {
                    setOnlyOff(e.target.checked);
                    setPage(0);
                  }}
                />
              }
              label={t('viewer.onlyOff')}
            />
            <Box sx={{ flex: 1 }} />
            {!editing && fileType === 'O' && canAdd && (
              <Button component={Link} to={viewerPath(fileName, fileType, true)} variant="outlined">
                {t('files.customise')}
              </Button>
            )}
            {!editing && canReport && (
              <Button component={Link} to={reportPath(fileName, fileType)} variant="outlined">
                {t('files.report')}
              </Button>
            )}
            {editing && (
              <>
                <Typography variant="body2" data-testid="edit-count">
                  {t('customise.changes', { count: edits.size, shown: format.figure('count', edits.size) })}
                </Typography>
                <Button onClick={() => setEdits(new Map())} disabled={edits.size === 0}>
                  {t('customise.undoAll')}
                </Button>
                <Button variant="contained" onClick={() => setSaving(true)} disabled={edits.size === 0}>
                  {t('customise.saveCopy')}
                </Button>
              </>
            )}
          </Stack>
          {editing && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('customise.intro')}
            </Alert>
          )}
          <SheetGrid
            columns={columns}
            rows={pageRows}
            sort={sort}
            onSort={(column) => {
              setSort(nextSort(sort, column));
              setPage(0);
            }}
            percentageAt={percentageAt}
            {...(editing ? { edits, originals: table, onEdit } : {})}
          />
          <TablePagination
            component="div"
            count={visible.length}
            page={Math.min(page, Math.max(0, Math.ceil(visible.length / pageSize) - 1))}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('viewer.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              t('viewer.displayedRows', {
                from: format.figure('count', from),
                to: format.figure('count', to),
                total: format.figure('count', count),
              })
            }
            getItemAriaLabel={(type) => t(`viewer.page.${type}`)}
          />
        </CardContent>
      </Card>
      {editing && saving && (
        <SaveCopyDialog
          open
          source={fileName}
          changes={edits.size}
          offRows={offRows}
          saving={save.isPending}
          onSave={(name) => save.mutate(name)}
          onClose={() => setSaving(false)}
        />
      )}
    </Stack>
  );
}
