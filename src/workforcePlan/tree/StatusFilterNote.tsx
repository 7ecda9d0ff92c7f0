import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PlanStatus } from '@domain/workforcePlan/types';

/** Says which elements the tree is cut to (a dashboard figure opened it so) and gives back the whole tree. */
export function StatusFilterNote({
  statuses,
  found,
  onClear,
}: {
  statuses: PlanStatus[];
  found: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('workforce');
  const names = statuses.map((status) => t(`pack.status.${status}`)).join(t('drill.separator'));
  return (
    <Alert
      severity="info"
      data-testid="tree-status-filter"
      action={
        <Button color="inherit" size="small" onClick={onClear}>
          {t('drill.allElements')}
        </Button>
      }
    >
      {t(found ? 'drill.elementsThat' : 'drill.noElements', { statuses: names })}
    </Alert>
  );
}
