import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import DownloadIcon from '@mui/icons-material/GetApp';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useCanAccess, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../domain/contact';
import { Spinner } from '../app/Spinner';
import { deleteMessage, fetchMessages, markRead } from './messagesApi';
import { MessageRow } from './MessageRow';
import { allPages, downloadTable } from '../app/exportTable';
import { messageColumns } from './messageExport';

const KEY = ['contactMessages'];

/** /contactMessages: what visitors sent through the public site, for the Super Admin. */
export default function ContactMessages() {
  const { t } = useTranslation('contact');
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'contactMessages', action: 'list' });
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [q, setQ] = useState('');
  const [unread, setUnread] = useState(false);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  const query = { page, perPage, q, unread };
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: [...KEY, query],
    queryFn: () => fetchMessages(query),
    enabled: Boolean(canAccess),
    placeholderData: keepPreviousData,
  });

  const done = (text: string) => {
    void queryClient.invalidateQueries({ queryKey: KEY });
    if (text) notify(text, { type: 'success', autoHideDuration: 2000 });
  };
  const failed = (error: unknown) =>
    notify(error instanceof Error ? error.message : t('loadFailed'), { type: 'error', autoHideDuration: 3000 });
  const reading = useMutation({
    mutationFn: (m: ContactMessage) => markRead(m.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
    onError: failed,
  });
  const removing = useMutation({
    mutationFn: (m: ContactMessage) => deleteMessage(m.id),
    onSuccess: done,
    onError: failed,
  });
  // Every message the search finds, not only the page on screen.
  const exporting = useMutation({
    mutationFn: () =>
      allPages(async (at, size) => {
        const found = await fetchMessages({ page: at - 1, perPage: size, q, unread });
        return { data: found.messages, total: found.total };
      }),
    onSuccess: (messages) => downloadTable(t('exportFile'), messageColumns(t), messages),
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : t('exportFailed'), {
        type: 'error',
        autoHideDuration: 3000,
      }),
  });

  if (checking) return <Spinner />;
  if (!canAccess) return <Alert severity="error">{t('ra.page.access_denied', { ns: 'admin' })}</Alert>;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <TextField
            size="small"
            type="search"
            label={t('search')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(0);
            }}
            sx={{ minWidth: 260 }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={unread}
                onChange={(e) => {
                  setUnread(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label={t('unreadOnly')}
          />
          <Tooltip title={t('refresh')}>
            <span>
              <IconButton aria-label={t('refresh')} onClick={() => void refetch()} disabled={isFetching}>
                <RefreshIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => exporting.mutate()}
            disabled={exporting.isPending || !data?.total}
          >
            {t('export')}
          </Button>
        </Stack>
        {isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
        {isPending ? (
          <Spinner />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{t('columns.received')}</TableCell>
                  <TableCell>{t('columns.from')}</TableCell>
                  <TableCell>{t('columns.subject')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  <TableCell align="right">{t('columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.messages.map((message) => (
                  <MessageRow
                    key={message.id}
                    message={message}
                    onRead={(m) => reading.mutate(m)}
                    onDelete={setDeleting}
                  />
                ))}
                {data && data.messages.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                      {q || unread ? t('noMatch') : t('empty')}
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={perPage}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          rowsPerPageOptions={[10, 25, 50]}
          labelRowsPerPage={t('rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('displayedRows', { from, to, total: count })}
        />
      </CardContent>
      <Confirm
        isOpen={deleting !== null}
        title={t('confirmDeleteTitle')}
        content={t('confirmDeleteContent', { name: deleting?.name ?? '' })}
        onConfirm={() => {
          if (deleting) removing.mutate(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
