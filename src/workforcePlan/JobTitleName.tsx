import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { JobTitleFigures, PlanElementKind } from '@domain/workforcePlan/types';
import { jobTitlePeoplePath } from './paths';

type Line = Pick<JobTitleFigures, 'jobTitleId' | 'title' | 'unassigned' | 'actual'>;

/**
 * A job title's name ("No job title" for the people without one), linked to its active employees
 * (of the element `within`, of the organisation when null) where the list can find them.
 */
export function JobTitleName({
  row,
  within,
}: {
  row: Line;
  within: { kind: PlanElementKind; id: number | null } | null;
}) {
  const { t } = useTranslation('workforce');
  const name = row.unassigned ? t('panel.noJobTitle') : row.title;
  const to = jobTitlePeoplePath(row, within);
  if (!to) return <bdi>{name}</bdi>;
  const label = row.unassigned ? t('drill.peopleWithoutTitle') : t('drill.peopleWithTitle', { title: name });
  return (
    <Link component={RouterLink} to={to} aria-label={label}>
      <bdi>{name}</bdi>
    </Link>
  );
}
