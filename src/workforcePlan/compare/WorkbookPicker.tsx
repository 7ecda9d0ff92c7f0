import { Autocomplete, FormControl, Grid, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppQuery } from '../../dataProvider/hooks';
import type { PlanElementDetail, PlanNode } from '@domain/workforcePlan/types';
import { useFormat } from '../../i18n/format/useFormat';
import { allNodes } from '../tree';
import { workbookOption } from '../workbookOption';

type Workbook = PlanElementDetail['workbooks'][number];

export interface Picked {
  node: string | null;
  left: number | null;
  right: number | null;
}

/** An element of the tree, then two of its workbooks of one FTE profile (the right one follows the left's profile). */
export function WorkbookPicker({ value, onChange }: { value: Picked; onChange: (next: Picked) => void }) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const tree = useAppQuery(['workforcePlan', 'tree'], (provider) => provider.planTree());
  const nodes = tree.data ? allNodes(tree.data.root) : [];
  const node = nodes.find((candidate) => candidate.key === value.node) ?? null;
  const detail = useAppQuery(
    ['workforcePlan', 'element', node?.kind, node?.id],
    (provider) => provider.planElement((node as PlanNode).kind, (node as PlanNode).id),
    { enabled: node !== null },
  );
  const workbooks = detail.data?.workbooks ?? [];
  const left = workbooks.find((book) => book.fileId === value.left);
  const partners = workbooks.filter(
    (book) => left && book.fteProfileId === left.fteProfileId && book.fileId !== left.fileId,
  );
  const select = (
    id: string,
    text: string,
    books: Workbook[],
    current: number | null,
    pick: (fileId: number) => void,
  ) => (
    <FormControl fullWidth size="small" disabled={books.length === 0}>
      <InputLabel id={id}>{text}</InputLabel>
      <Select
        labelId={id}
        label={text}
        value={current !== null && books.some((book) => book.fileId === current) ? String(current) : ''}
        onChange={(event) => pick(Number(event.target.value))}
        data-testid={id}
      >
        {books.map((book) => (
          <MenuItem key={book.fileId} value={String(book.fileId)} data-file-name={book.fileName}>
            {workbookOption(t, format, book)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Autocomplete
          size="small"
          options={nodes}
          loading={tree.isPending}
          value={node}
          getOptionLabel={(option) => `${option.name} (${t(`kind.${option.kind}`)})`}
          isOptionEqualToValue={(option, chosen) => option.key === chosen.key}
          onChange={(_, chosen) => onChange({ node: chosen?.key ?? null, left: null, right: null })}
          renderInput={(params) => <TextField {...params} label={t('compare.element')} />}
          data-testid="compare-element"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {select('compare-left', t('compare.leftWorkbook'), workbooks, value.left, (fileId) =>
          onChange({ ...value, left: fileId, right: null }),
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {select('compare-right', t('compare.rightWorkbook'), partners, value.right, (fileId) =>
          onChange({ ...value, right: fileId }),
        )}
      </Grid>
    </Grid>
  );
}
