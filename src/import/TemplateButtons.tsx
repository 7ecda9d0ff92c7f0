import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from '@domain/import/kinds';
import { useAppDataProvider } from '../dataProvider/hooks';
import type { TemplateFormat } from '../dataProvider/import';
import { saveFile } from '../ui/saveFile';

/** The kind's empty file, Excel or CSV, its headers in the user's language. */
export function TemplateButtons({ kind }: { kind: ImportKind }) {
  const { t, i18n } = useTranslation('import');
  const provider = useAppDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (format: TemplateFormat) => {
    setBusy(true);
    try {
      saveFile(await provider.importTemplate(kind, format, i18n.language?.startsWith('ar') ? 'ar' : 'en'));
    } catch {
      notify(t('failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button startIcon={<DownloadIcon />} onClick={() => download('xlsx')} disabled={busy}>
        {t('template.xlsx')}
      </Button>
      <Button startIcon={<DownloadIcon />} onClick={() => download('csv')} disabled={busy}>
        {t('template.csv')}
      </Button>
    </Stack>
  );
}
