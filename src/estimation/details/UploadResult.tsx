import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IssueTable } from './IssueTable';
import { viewerPath } from '../paths';
import type { UploadState } from './useUpload';

/** After an upload: the errors to fix, or the file stored with its warnings (rows to look at). */
export function UploadResult({ state, onDismiss }: { state: UploadState; onDismiss: () => void }) {
  const { t } = useTranslation('estimation');
  if (state.phase === 'refused') {
    return (
      <Alert severity="error" onClose={onDismiss} data-testid="upload-errors">
        <AlertTitle>{t('upload.refused', { name: state.fileName })}</AlertTitle>
        {state.message}
        {state.issues.length > 0 && <IssueTable issues={state.issues} label={t('upload.errorsLabel')} />}
      </Alert>
    );
  }
  if (state.phase !== 'stored') return null;
  const { file } = state;
  const warned = file.warningCount > 0;
  return (
    <Alert severity={warned ? 'warning' : 'success'} onClose={onDismiss} data-testid="upload-result">
      <AlertTitle>{state.message}</AlertTitle>
      {warned && <IssueTable issues={file.warnings} label={t('upload.warningsLabel')} />}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" component={Link} to={viewerPath(file.fileName, file.fileType)}>
          {warned ? t('upload.viewHighlighted') : t('files.view')}
        </Button>
      </Stack>
    </Alert>
  );
}
