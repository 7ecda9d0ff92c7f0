import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useCanAccess, useGetList } from 'react-admin';
import type { DesignationMapping } from '@domain/workforcePlan/types';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_META } from '../../dataProvider';
import { useAppMutation, useAppQuery, useQueryRefresh } from '../../dataProvider/hooks';
import type { MappingChange } from '../../dataProvider/workforcePlan';
import { useErrorNotice, useSuccessNotice } from '../../ui/useErrorNotice';
import { WORKFORCE_RESOURCE } from '../paths';
import { MappingRows, type JobTitleChoice } from './MappingRows';
import { ScreenHeading } from '../ScreenHeading';

/**
 * /workforce/designations: the designations the organisation's workbooks use and the job title each
 * counts as. Those no name matches are mapped here once, for every workbook of the organisation.
 */
export function DesignationMappingScreen() {
  const { t } = useTranslation('workforce');
  const refresh = useQueryRefresh();
  const succeeded = useSuccessNotice();
  const failed = useErrorNotice();
  const { canAccess: canEdit } = useCanAccess({ resource: WORKFORCE_RESOURCE, action: 'edit' });
  const mappings = useAppQuery(['workforcePlan', 'designations'], (provider) => provider.designations());
  const jobTitles = useGetList<JobTitleChoice>('jobTitles', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
    meta: DROPDOWN_META,
  });
  const [edits, setEdits] = useState<Map<string, number | null>>(new Map());
  const [unmappedOnly, setUnmappedOnly] = useState(true);
  const byId = useMemo(
    () => new Map((jobTitles.data ?? []).map((title) => [Number(title.id), title])),
    [jobTitles.data],
  );
  const save = useAppMutation((provider, changed: MappingChange[]) => provider.saveDesignations(changed), {
    onSuccess: async (answer) => {
      succeeded(answer.alertMessage ?? t('designations.saved'));
      setEdits(new Map());
      await refresh(['workforcePlan']);
    },
    onError: failed,
  });
  const rows = (mappings.data ?? []).filter(
    (row) => !unmappedOnly || row.matchedBy === null || edits.has(row.designation),
  );
  // Each with the version the screen read: a mapping someone changed since refuses the save (409).
  const versions = new Map((mappings.data ?? []).map((row) => [row.designation, row.version]));
  const changed: MappingChange[] = [...edits].map(([designation, jobTitleId]) => ({
    designation,
    jobTitleId,
    version: versions.get(designation) ?? null,
  }));
  // An edit back to the stored job title is no edit.
  const choose = (row: DesignationMapping, chosen: number | null) =>
    setEdits((current) => {
      const next = new Map(current);
      if (chosen === row.jobTitleId) next.delete(row.designation);
      else next.set(row.designation, chosen);
      return next;
    });
  const title = t('designations.title');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <ScreenHeading title={title} intro={t('designations.intro')} />
      {(mappings.isPending || jobTitles.isPending) && <LinearProgress aria-label={t('loading')} />}
      {mappings.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {mappings.data && (
        <Card>
          <CardContent>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <FormControlLabel
                control={<Switch checked={unmappedOnly} onChange={(_, on) => setUnmappedOnly(on)} />}
                label={t('designations.unmappedOnly')}
              />
              <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} role="status">
                {t('designations.unmappedCount', {
                  count: mappings.data.filter((row) => row.matchedBy === null).length,
                })}
              </Typography>
              {canEdit && (
                <>
                  <Button onClick={() => setEdits(new Map())} disabled={edits.size === 0 || save.isPending}>
                    {t('designations.discard')}
                  </Button>
                  <Button
                    variant="contained"
                    onClick={() => save.mutate(changed)}
                    disabled={edits.size === 0 || save.isPending}
                    data-testid="designations-save"
                  >
                    {t('designations.save', { count: edits.size })}
                  </Button>
                </>
              )}
            </Stack>
            {rows.length === 0 ? (
              <Typography color="text.secondary">
                {unmappedOnly ? t('designations.allMapped') : t('designations.none')}
              </Typography>
            ) : (
              <MappingRows
                rows={rows}
                jobTitles={jobTitles.data ?? []}
                byId={byId}
                edits={edits}
                choose={choose}
                canEdit={canEdit === true}
                title={title}
              />
            )}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
