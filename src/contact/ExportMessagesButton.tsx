import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@domain/contact';
import { CONTACT_INBOX } from '@domain/access';
import { allPages, downloadTable } from '../app/exportTable';
import { messageColumns } from './messageExport';

/** CSV of every message the search finds, not only the page on screen. */
export function ExportMessagesButton() {
  const { t } = useTranslation('contact');
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext<ContactMessage>();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      const messages = await allPages((page, perPage) =>
        dataProvider.getList<ContactMessage>(CONTACT_INBOX, {
          pagination: { page, perPage },
          sort,
          filter: filterValues,
        }),
      );
      downloadTable(t('exportFile'), messageColumns(t), messages);
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : t('exportFailed');
      notify(text, { type: 'error', autoHideDuration: 3000, messageArgs: { _: text } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button startIcon={<DownloadIcon />} onClick={exportAll} disabled={busy || !total}>
      {t('export')}
    </Button>
  );
}
