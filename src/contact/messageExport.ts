import type { TFunction } from 'i18next';
import type { ContactMessage } from '@domain/contact';
import type { ExportColumn } from '../app/exportTable';

/** The columns of the messages export, headed in the Super Admin's language. */
export function messageColumns(t: TFunction<'contact'>): Array<ExportColumn<ContactMessage>> {
  return [
    { heading: t('columns.received'), value: (m) => m.createdDate },
    { heading: t('columns.from'), value: (m) => m.name },
    { heading: t('columns.email'), value: (m) => m.email },
    { heading: t('columns.phone'), value: (m) => m.phone },
    { heading: t('columns.company'), value: (m) => m.company },
    { heading: t('columns.subject'), value: (m) => m.subject },
    { heading: t('columns.message'), value: (m) => m.message },
    { heading: t('columns.language'), value: (m) => t(`language.${m.language}`, { defaultValue: m.language }) },
    { heading: t('columns.status'), value: (m) => t(m.readDate ? 'status.read' : 'status.unread') },
  ];
}
