import {
  Autocomplete,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DesignationMapping } from '@domain/workforcePlan/types';
import { useSmallScreen } from '../../ui/useSmallScreen';
import { CreateJobTitleButton } from './CreateJobTitleButton';

export interface JobTitleChoice extends RaRecord {
  name: string;
}

/** What the rows need from the screen: the titles to choose from, the edits so far and how to change them. */
export interface MappingRowsProps {
  rows: DesignationMapping[];
  jobTitles: JobTitleChoice[];
  byId: Map<number, JobTitleChoice>;
  edits: Map<string, number | null>;
  choose: (row: DesignationMapping, jobTitleId: number | null) => void;
  canEdit: boolean;
  title: string;
}

function JobTitleBox({ row, jobTitles, byId, edits, choose, canEdit }: MappingRowsProps & { row: DesignationMapping }) {
  const { t } = useTranslation('workforce');
  const id = edits.has(row.designation) ? (edits.get(row.designation) ?? null) : row.jobTitleId;
  return (
    <Autocomplete
      size="small"
      fullWidth
      options={jobTitles}
      value={id === null ? null : (byId.get(id) ?? null)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      disabled={!canEdit}
      onChange={(_, choice) => choose(row, choice ? Number(choice.id) : null)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('designations.jobTitleFor', { designation: row.designation })}
          placeholder={t('designations.choose')}
        />
      )}
    />
  );
}

function How({ row, edits, canEdit }: Pick<MappingRowsProps, 'edits' | 'canEdit'> & { row: DesignationMapping }) {
  const { t } = useTranslation('workforce');
  const edited = edits.has(row.designation);
  return (
    <>
      <Chip
        size="small"
        color={edited ? 'primary' : row.matchedBy === null ? 'warning' : 'default'}
        label={t(edited ? 'designations.changed' : `designations.by.${row.matchedBy ?? 'none'}`)}
      />
      {canEdit && !edited && row.matchedBy === null && <CreateJobTitleButton designation={row.designation} />}
    </>
  );
}

/**
 * The designations and their job titles: a table on wide screens; on phones one block each, its box
 * the screen's width, so neither its label nor its placeholder is cut and nothing scrolls sideways.
 */
export function MappingRows(props: MappingRowsProps) {
  const { t } = useTranslation('workforce');
  const small = useSmallScreen();
  if (small)
    return (
      // A rule under each block rather than a divider: a divider item is a separator, not a list item, in a list.
      <Stack component="ul" aria-label={props.title} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {props.rows.map((row) => (
          <Stack
            component="li"
            key={row.designation}
            spacing={1}
            sx={{ py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
            data-testid="designation-row"
          >
            <Typography component="h2" variant="subtitle2">
              <bdi>{row.designation}</bdi>
            </Typography>
            <JobTitleBox {...props} row={row} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <How row={row} edits={props.edits} canEdit={props.canEdit} />
            </Box>
          </Stack>
        ))}
      </Stack>
    );
  return (
    <TableContainer tabIndex={0}>
      <Table size="small" aria-label={props.title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('designations.designation')}</TableCell>
            <TableCell>{t('designations.jobTitle')}</TableCell>
            <TableCell>{t('designations.how')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={row.designation} data-testid="designation-row">
              <TableCell component="th" scope="row">
                <bdi>{row.designation}</bdi>
              </TableCell>
              {/* Room for the placeholder beside the box's clear and open buttons. */}
              <TableCell sx={{ minWidth: 300 }}>
                <JobTitleBox {...props} row={row} />
              </TableCell>
              <TableCell>
                <How row={row} edits={props.edits} canEdit={props.canEdit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
