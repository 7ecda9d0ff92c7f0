import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { useAppMutation } from '../dataProvider/hooks';
import { useErrorNotice } from '../ui/useErrorNotice';
import { saveFile } from '../ui/saveFile';

/** What can be downloaded: the tree's figures (a row per element and job title) or the plan pack. */
const DOWNLOADS = {
  plan: { method: 'exportPlan', texts: 'export', testId: 'plan-export' },
  pack: { method: 'exportPlanPack', texts: 'pack', testId: 'plan-pack-export' },
} as const;

/** Downloads the plan as a workbook: its figures, or the pack handed to management. */
export function ExportPlanButton({ download: what = 'plan' }: { download?: keyof typeof DOWNLOADS }) {
  const { t } = useTranslation('workforce');
  const { method, texts, testId } = DOWNLOADS[what];
  const failed = useErrorNotice();
  const download = useAppMutation((provider) => provider[method](t(`${texts}.fileName`)), {
    onSuccess: saveFile,
    onError: failed,
  });
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => download.mutate()}
      disabled={download.isPending}
      data-testid={testId}
    >
      {t(`${texts}.button`)}
    </Button>
  );
}
