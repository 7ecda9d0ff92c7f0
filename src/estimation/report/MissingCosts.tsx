import { Alert, AlertTitle, Button } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../i18n/format/useFormat';
import { isolate } from '../../i18n/format';
import { costingPath } from '../paths';

/** The job titles whose annual cost is not set, so their cost counts as 0, with the way to set them. */
export function MissingCosts({ fileName, designations }: { fileName: string; designations: string[] }) {
  const { t, i18n } = useTranslation('estimation');
  const format = useFormat();
  const { canAccess } = useCanAccess({ resource: 'costing', action: 'list' });
  if (designations.length === 0) return null;
  const arabic = i18n.language?.startsWith('ar');
  // In Arabic each job title is isolated, so a Latin one keeps its place among the Arabic words.
  const list = new Intl.ListFormat(arabic ? 'ar' : 'en', { type: 'conjunction' }).format(
    arabic ? designations.map(isolate) : designations,
  );
  return (
    <Alert
      severity="warning"
      data-testid="missing-costs"
      action={
        canAccess ? (
          <Button color="inherit" size="small" component={Link} to={costingPath(fileName)} className="no-print">
            {t('report.setCosts')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>
        {t('report.missingCostsTitle', {
          count: designations.length,
          shown: format.figure('count', designations.length),
        })}
      </AlertTitle>
      {t('report.missingCosts', { list })}
    </Alert>
  );
}
