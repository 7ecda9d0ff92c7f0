import { useState } from 'react';
import { Box, Chip, Collapse, IconButton, Link, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import DoneIcon from '@mui/icons-material/Done';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../domain/contact';
import { formatDateTime } from '../i18n/format';

interface Props {
  message: ContactMessage;
  onRead: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

/** One received message: who, when, about what; its text unfolds below. */
export function MessageRow({ message, onRead, onDelete }: Props) {
  const { t, i18n } = useTranslation('contact');
  const [open, setOpen] = useState(false);
  const unread = !message.readDate;
  const toggle = () => {
    setOpen((v) => !v);
    if (!open && unread) onRead(message);
  };
  return (
    <>
      <TableRow hover selected={unread} sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <Tooltip title={open ? t('hide') : t('show')}>
            <IconButton size="small" onClick={toggle} aria-expanded={open} aria-label={open ? t('hide') : t('show')}>
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          </Tooltip>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdDate, i18n.language)}</TableCell>
        <TableCell>
          <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400 }}>
            {message.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {[message.email, message.company].filter(Boolean).join(' · ')}
          </Typography>
        </TableCell>
        <TableCell sx={{ fontWeight: unread ? 700 : 400 }}>{message.subject ?? t('noSubject')}</TableCell>
        <TableCell>
          <Chip
            size="small"
            color={unread ? 'primary' : 'default'}
            label={unread ? t('status.unread') : t('status.read')}
          />
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {unread ? (
            <Tooltip title={t('markRead')}>
              <IconButton size="small" aria-label={t('markRead')} onClick={() => onRead(message)}>
                <DoneIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          <Tooltip title={t('delete')}>
            <IconButton size="small" color="error" aria-label={t('delete')} onClick={() => onDelete(message)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={6} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ py: 2 }}>
              <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1.5 }} dir="auto">
                {message.message}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', color: 'text.secondary' }}>
                <Link href={`mailto:${message.email}?subject=${encodeURIComponent(message.subject ?? '')}`}>
                  {t('reply')}
                </Link>
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
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
