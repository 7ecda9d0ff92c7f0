import { useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useCanAccess, useGetList, type RaRecord } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_META } from '../../dataProvider';
import { useAppMutation, useAppQuery, useQueryRefresh } from '../../dataProvider/hooks';
import type { MappingChange } from '../../dataProvider/workforcePlan';
import { useErrorNotice, useSuccessNotice } from '../../ui/useErrorNotice';
import { WORKFORCE_RESOURCE } from '../paths';
import { CreateJobTitleButton } from './CreateJobTitleButton';

interface JobTitleChoice extends RaRecord {
  name: string;
}

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
    pagination: { page: 1, perPage: 10000 },
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
  const title = t('designations.title');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{t('designations.intro')}</Typography>
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
              <TableContainer tabIndex={0}>
                <Table size="small" aria-label={title}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('designations.designation')}</TableCell>
                      <TableCell>{t('designations.jobTitle')}</TableCell>
                      <TableCell>{t('designations.how')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => {
                      const edited = edits.has(row.designation);
                      const id = edited ? (edits.get(row.designation) ?? null) : row.jobTitleId;
                      return (
                        <TableRow key={row.designation} data-testid="designation-row">
                          <TableCell component="th" scope="row">
                            <bdi>{row.designation}</bdi>
                          </TableCell>
                          {/* Room for the placeholder beside the box's clear and open buttons. */}
                          <TableCell sx={{ minWidth: { xs: 200, sm: 300 } }}>
                            <Autocomplete
                              size="small"
                              options={jobTitles.data ?? []}
                              value={id === null ? null : (byId.get(id) ?? null)}
                              getOptionLabel={(option) => option.name}
                              isOptionEqualToValue={(option, value) => option.id === value.id}
                              disabled={!canEdit}
                              onChange={(_, choice) =>
                                setEdits((current) => {
                                  const next = new Map(current);
                                  const chosen = choice ? Number(choice.id) : null;
                                  if (chosen === row.jobTitleId) next.delete(row.designation);
                                  else next.set(row.designation, chosen);
                                  return next;
                                })
                              }
                              renderInput={(params) => (
                                <TextField
                                  {...params}
                                  label={t('designations.jobTitleFor', { designation: row.designation })}
                                  placeholder={t('designations.choose')}
                                />
                              )}
                            />
                          </TableCell>
                          <TableCell>
                            <Chip
                              size="small"
                              color={edited ? 'primary' : row.matchedBy === null ? 'warning' : 'default'}
                              label={t(edited ? 'designations.changed' : `designations.by.${row.matchedBy ?? 'none'}`)}
                            />
                            {canEdit && !edited && row.matchedBy === null && (
                              <CreateJobTitleButton designation={row.designation} />
                            )}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
