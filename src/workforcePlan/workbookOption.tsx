import type { TFunction } from 'i18next';
import type { PlanElementDetail } from '@domain/workforcePlan/types';
import type { useFormat } from '../i18n/format/useFormat';

type Workbook = PlanElementDetail['workbooks'][number];

/** A workbook as a choice reads: its name (kept in its own direction), original or copy, and when it was saved. */
export function workbookOption(t: TFunction, format: ReturnType<typeof useFormat>, book: Workbook) {
  return (
    <bdi>
      {t('plan.workbookOption', {
        name: book.fileName,
        kind: t(book.customised ? 'plan.customised' : 'plan.original'),
        date: format.date(book.savedAt),
      })}
    </bdi>
  );
}
