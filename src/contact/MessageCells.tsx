import { Box, Chip, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { useExpanded, useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@domain/contact';
import { CONTACT_INBOX } from '@domain/access';
import { DateText } from '../i18n/format/DateText';
import { Ltr } from '../i18n/format/Ltr';
import { useMarkRead } from './useMarkRead';

export const isUnread = (message: ContactMessage): boolean => !message.readDate;

/** Unfolds the message's text below its row (the row's expand panel); unfolding an unread message reads it. */
export function MessageToggle() {
  const { t } = useTranslation('contact');
  const message = useRecordContext<ContactMessage>();
  const [open, toggle] = useExpanded(CONTACT_INBOX, message?.id ?? 0);
  const markRead = useMarkRead();
  if (!message) return null;
  const unfold = () => {
    toggle();
    if (!open && isUnread(message)) markRead(message);
  };
  return (
    <Tooltip title={open ? t('hide') : t('show')}>
      <IconButton
        size="small"
        onClick={unfold}
        aria-expanded={open}
        aria-controls={`${CONTACT_INBOX}-${message.id}-expand`}
        aria-label={open ? t('hide') : t('show')}
      >
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </IconButton>
    </Tooltip>
  );
}

export function ReceivedCell({ message }: { message: ContactMessage }) {
  return <DateText value={message.createdDate} withTime />;
}

export function FromCell({ message }: { message: ContactMessage }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: isUnread(message) ? 700 : 400 }}>
        {message.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        <Ltr>{message.email}</Ltr>
        {message.company ? ` · ${message.company}` : null}
      </Typography>
    </>
  );
}

export function SubjectCell({ message }: { message: ContactMessage }) {
  const { t } = useTranslation('contact');
  return <Box sx={{ fontWeight: isUnread(message) ? 700 : 400 }}>{message.subject ?? t('noSubject')}</Box>;
}

export function StatusChip({ message }: { message: ContactMessage }) {
  const { t } = useTranslation('contact');
  const unread = isUnread(message);
  return (
    <Chip size="small" color={unread ? 'primary' : 'default'} label={unread ? t('status.unread') : t('status.read')} />
  );
}

/** The message's text, how to answer it and its language. */
export function MessagePanel() {
  const { t } = useTranslation('contact');
  const message = useRecordContext<ContactMessage>();
  if (!message) return null;
  return (
    <Box sx={{ py: 2 }}>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1.5 }} dir="auto">
        {message.message}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', color: 'text.secondary' }}>
        <Link href={`mailto:${message.email}?subject=${encodeURIComponent(message.subject ?? '')}`}>{t('reply')}</Link>
        {message.phone ? (
          <Link href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
            {message.phone}
          </Link>
        ) : null}
        <Typography variant="body2">
          {t('writtenIn', { language: t(`language.${message.language === 'ar' ? 'ar' : 'en'}`) })}
        </Typography>
      </Stack>
    </Box>
  );
}
