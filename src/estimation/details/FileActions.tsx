import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditNoteIcon from '@mui/icons-material/EditNote';
import BarChartIcon from '@mui/icons-material/BarChart';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Confirm, useCanAccess } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { savedMessageOf } from '../../dataProvider';
import { useAppDataProvider, useAppMutation, useQueryRefresh } from '../../dataProvider/hooks';
import { useErrorNotice, useSuccessNotice } from '../../ui/useErrorNotice';
import { reportPath, viewerPath } from '../paths';
import { saveFile } from '../../ui/saveFile';
import type { EstimationFile } from '@domain/estimation/answers';

/** View, customise (originals), report, download and delete one file, as the role allows. */
export function FileActions({ file, onDeleted }: { file: EstimationFile; onDeleted: (file: EstimationFile) => void }) {
  const { t } = useTranslation('estimation');
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { canAccess: canAdd } = useCanAccess({ resource: 'estimation', action: 'create' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'estimation', action: 'delete' });
  const { canAccess: canReport } = useCanAccess({ resource: 'estimationReport', action: 'list' });
  const provider = useAppDataProvider();
  const refresh = useQueryRefresh();
  const failed = useErrorNotice();
  const succeeded = useSuccessNotice();
  const remove = useAppMutation(
    (p) => p.delete<EstimationFile>('estimationFiles', { id: file.id, previousData: file }),
    {
      onSuccess: async ({ data }) => {
        setConfirming(false);
        const said = savedMessageOf(data);
        if (said) succeeded(said);
        onDeleted(file);
        await refresh(['estimation']);
      },
      onError: (error) => {
        setConfirming(false);
        failed(error);
      },
    },
  );
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await provider.downloadWorkbook(file.fileName, file.fileType));
    } catch (error) {
      failed(error);
    } finally {
      setDownloading(false);
    }
  };
  const name = { name: file.fileName };
  return (
    <>
      <Tooltip title={t('files.view')}>
        <IconButton
          component={Link}
          to={viewerPath(file.fileName, file.fileType)}
          aria-label={t('files.viewNamed', name)}
        >
          <VisibilityIcon />
        </IconButton>
      </Tooltip>
      {canAdd && file.fileType === 'O' && (
        <Tooltip title={t('files.customise')}>
          <IconButton
            component={Link}
            to={viewerPath(file.fileName, file.fileType, true)}
            aria-label={t('files.customiseNamed', name)}
          >
            <EditNoteIcon />
          </IconButton>
        </Tooltip>
      )}
      {canReport && (
        <Tooltip title={t('files.report')}>
          <IconButton
            component={Link}
            to={reportPath(file.fileName, file.fileType)}
            aria-label={t('files.reportNamed', name)}
          >
            <BarChartIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('files.download')}>
        <span>
          <IconButton onClick={download} disabled={downloading} aria-label={t('files.downloadNamed', name)}>
            <DownloadIcon />
          </IconButton>
        </span>
      </Tooltip>
      {canDelete && (
        <Tooltip title={t('files.delete')}>
          <IconButton color="error" onClick={() => setConfirming(true)} aria-label={t('files.deleteNamed', name)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
      <Confirm
        isOpen={confirming}
        loading={remove.isPending}
        title={t('files.deleteTitle', name)}
        content={t('files.deleteConfirm')}
        confirm={t('files.delete')}
        cancel={t('cancel')}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
