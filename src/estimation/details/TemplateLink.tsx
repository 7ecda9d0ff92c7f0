import { useState } from 'react';
import { Button } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslation } from 'react-i18next';
import { useAppDataProvider } from '../../dataProvider/hooks';
import { useErrorNotice } from '../../ui/useErrorNotice';
import { saveFile } from '../../ui/saveFile';

/** The empty workbook with the header, an example row and instructions, in the user's language. */
export function TemplateLink() {
  const { t, i18n } = useTranslation('estimation');
  const provider = useAppDataProvider();
  const failed = useErrorNotice();
  const [busy, setBusy] = useState(false);
  const fetchTemplate = async () => {
    setBusy(true);
    try {
      saveFile(await provider.template(i18n.language?.startsWith('ar') ? 'ar' : 'en', t('upload.templateName')));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DescriptionIcon />} onClick={fetchTemplate} disabled={busy}>
      {t('upload.template')}
    </Button>
  );
}
