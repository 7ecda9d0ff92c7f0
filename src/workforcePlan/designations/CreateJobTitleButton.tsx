import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCanAccess, useCreate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useQueryRefresh } from '../../dataProvider/hooks';
import { useErrorNotice, useSuccessNotice } from '../../ui/useErrorNotice';

/**
 * A workbook title no job title matches, made a job title of the same name in place: names compare
 * as a reader sees them (domain/sameName), so the title then counts by name, with no mapping to keep.
 * A name taken meanwhile is refused by the server with its own message.
 */
export function CreateJobTitleButton({ designation }: { designation: string }) {
  const { t } = useTranslation('workforce');
  const refresh = useQueryRefresh();
  const succeeded = useSuccessNotice();
  const failed = useErrorNotice();
  const { canAccess } = useCanAccess({ resource: 'jobTitles', action: 'create' });
  const [create, { isPending }] = useCreate();
  if (!canAccess) return null;
  const name = designation.trim();
  return (
    <Button
      size="small"
      startIcon={<AddIcon />}
      disabled={isPending}
      aria-label={t('designations.createFor', { designation: name })}
      onClick={() =>
        create(
          'jobTitles',
          { data: { name, description: null } },
          {
            onSuccess: async () => {
              succeeded(t('designations.created', { name }));
              await refresh(['workforcePlan']);
            },
            onError: failed,
          },
        )
      }
    >
      {t('designations.create')}
    </Button>
  );
}
