import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { useAppMutation } from '../dataProvider/hooks';
import { useErrorNotice } from '../ui/useErrorNotice';
import { saveFile } from '../ui/saveFile';

/** Downloads the tree's figures as a workbook (one row per element and job title). */
export function ExportPlanButton() {
  const { t } = useTranslation('workforce');
  const failed = useErrorNotice();
  const download = useAppMutation((provider) => provider.exportPlan(t('export.fileName')), {
    onSuccess: saveFile,
    onError: failed,
  });
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => download.mutate()}
      disabled={download.isPending}
      data-testid="plan-export"
    >
      {t('export.button')}
    </Button>
  );
}
