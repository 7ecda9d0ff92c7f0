import { Alert, Box, IconButton, TablePagination, Tooltip, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  BooleanInput,
  DataTable,
  List,
  TextInput,
  TopToolbar,
  useExpanded,
  useListContext,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@domain/contact';
import { CONTACT_INBOX } from '@domain/access';
import { RecordCards } from '../ui/RecordCards';
import { useSmallScreen } from '../ui/useSmallScreen';
import { ExportMessagesButton } from './ExportMessagesButton';
import { MessageActions } from './MessageActions';
import { FromCell, MessagePanel, MessageToggle, ReceivedCell, StatusChip, SubjectCell, isUnread } from './MessageCells';

const Column = DataTable.Col<ContactMessage>;

function MessageListActions() {
  const { t } = useTranslation('contact');
  const { refetch, isFetching } = useListContext();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <Tooltip title={t('refresh')}>
        <span>
          <IconButton aria-label={t('refresh')} onClick={() => void refetch()} disabled={isFetching}>
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ExportMessagesButton />
    </TopToolbar>
  );
}

function NoMessages() {
  const { t } = useTranslation('contact');
  const { filterValues } = useListContext();
  const searching = Boolean(filterValues.q) || Boolean(filterValues.unread);
  return (
    <Typography align="center" color="text.secondary" sx={{ py: 4 }}>
      {searching ? t('noMatch') : t('empty')}
    </Typography>
  );
}

/** The list's pages, worded as the messages' own (react-admin's pages start at 1, MUI's at 0). */
function MessagePagination() {
  const { t } = useTranslation('contact');
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  return (
    <TablePagination
      component="div"
      count={total ?? 0}
      page={total ? page - 1 : 0}
      onPageChange={(_, next) => setPage(next + 1)}
      rowsPerPage={perPage}
      onRowsPerPageChange={(e) => setPerPage(Number(e.target.value))}
      rowsPerPageOptions={[10, 25, 50]}
      labelRowsPerPage={t('rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('displayedRows', { from, to, total: count })}
    />
  );
}

const unreadRow = (theme: Theme) => ({
  backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
});

// The toggle column words the unfolding for screen readers; react-admin's own expand button is hidden.
const HIDE_BUILT_IN_EXPAND = { '& .RaDataTable-expandIconCell, & .RaDataTable-expandHeader': { display: 'none' } };

/** On a phone: the message's text under its card once unfolded. */
function CardPanel() {
  const message = useRecordContext<ContactMessage>();
  const [open] = useExpanded(CONTACT_INBOX, message?.id ?? 0);
  return open && message ? (
    <Box id={`${CONTACT_INBOX}-${message.id}-expand`} sx={{ px: 2 }}>
      <MessagePanel />
    </Box>
  ) : null;
}

/** /contactMessages: what visitors sent through the public site, for the Super Admin, newest first. */
export function ContactMessageList() {
  const { t } = useTranslation('contact');
  const small = useSmallScreen();
  const filters = [
    <TextInput key="q" source="q" type="search" label={t('search')} alwaysOn sx={{ minWidth: { sm: 260 } }} />,
    <BooleanInput key="unread" source="unread" label={t('unreadOnly')} alwaysOn />,
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <List
        title={t('title')}
        filters={filters}
        actions={<MessageListActions />}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        pagination={<MessagePagination />}
        empty={false}
        error={<Alert severity="error">{t('loadFailed')}</Alert>}
      >
        {small ? (
          <RecordCards<ContactMessage>
            label={t('title')}
            primary={(m) => m.name}
            secondary={(m) => [m.email, m.company].filter(Boolean).join(' · ')}
            details={[
              { label: t('columns.received'), render: (m) => <ReceivedCell message={m} /> },
              { label: t('columns.subject'), render: (m) => <SubjectCell message={m} /> },
              { label: t('columns.status'), render: (m) => <StatusChip message={m} /> },
            ]}
            actions={
              <>
                <MessageToggle />
                <MessageActions />
              </>
            }
            panel={<CardPanel />}
            empty={<NoMessages />}
          />
        ) : (
          <DataTable
            bulkActionButtons={false}
            expand={<MessagePanel />}
            empty={<NoMessages />}
            rowSx={(message: RaRecord) => (isUnread(message as ContactMessage) ? unreadRow : {})}
            sx={HIDE_BUILT_IN_EXPAND}
            aria-label={t('title')}
          >
            <Column label={false} disableSort padding="checkbox">
              <MessageToggle />
            </Column>
            <Column
              label={t('columns.received')}
              disableSort
              sx={{ whiteSpace: 'nowrap' }}
              render={(m) => <ReceivedCell message={m} />}
            />
            <Column label={t('columns.from')} disableSort render={(m) => <FromCell message={m} />} />
            <Column label={t('columns.subject')} disableSort render={(m) => <SubjectCell message={m} />} />
            <Column label={t('columns.status')} disableSort render={(m) => <StatusChip message={m} />} />
            <Column label={t('columns.actions')} disableSort align="right" sx={{ whiteSpace: 'nowrap' }}>
              <MessageActions />
            </Column>
          </DataTable>
        )}
      </List>
    </Box>
  );
}
