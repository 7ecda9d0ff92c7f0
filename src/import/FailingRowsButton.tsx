import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ImportKind, ImportMode } from '@domain/import/kinds';
import { useAppDataProvider } from '../dataProvider/hooks';
import { saveFile } from '../ui/saveFile';

/** The rows of the file that have problems, in its own format with a column saying what is wrong: to fix and upload again. */
export function FailingRowsButton({ kind, file, mode }: { kind: ImportKind; file: File; mode: ImportMode }) {
  const { t } = useTranslation('import');
  const provider = useAppDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await provider.importFailingRows(kind, file, mode));
    } catch {
      notify(t('failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={download} disabled={busy} data-testid="import-failing-rows">
      {t('downloadFailing')}
    </Button>
  );
}
