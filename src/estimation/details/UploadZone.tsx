import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format/useFormat';
import { UploadResult } from './UploadResult';
import { useUpload } from './useUpload';
import type { UploadTarget } from './uploadForm';

/** Drop a workbook or pick one (keyboard: Enter or Space); the upload shows its progress, then what the server found. */
export function UploadZone({ target }: { target: UploadTarget }) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { state, upload, cancel, reset } = useUpload(target);
  const busy = state.phase === 'uploading';

  const pick = () => !busy && input.current?.click();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick();
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  return (
    <Stack spacing={2}>
      <Box
        role="button"
        tabIndex={busy ? -1 : 0}
        aria-disabled={busy}
        // Named by the words it shows, as a button is (a voice user says what they read).
        onClick={pick}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          cursor: busy ? 'progress' : 'pointer',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <UploadFileIcon color="primary" fontSize="large" aria-hidden />
        <Typography>{t('upload.drop')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('upload.hint')}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="upload-input"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Box>
      {state.phase === 'uploading' && (
        <Stack spacing={1} aria-live="polite">
          <Typography variant="body2">
            {state.percent < 100
              ? t('upload.progress', { name: state.fileName, percent: format.figure('count', state.percent) })
              : t('upload.checking', { name: state.fileName })}
          </Typography>
          <LinearProgress
            variant={state.percent < 100 ? 'determinate' : 'indeterminate'}
            value={state.percent}
            aria-label={t('upload.progressLabel')}
          />
          <Box>
            <Button size="small" onClick={cancel}>
              {t('cancel')}
            </Button>
          </Box>
        </Stack>
      )}
      <UploadResult state={state} onDismiss={reset} />
    </Stack>
  );
}
