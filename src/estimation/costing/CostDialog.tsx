import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { savedMessageOf } from '../../dataProvider';
import { useAppMutation, useQueryRefresh } from '../../dataProvider/hooks';
import { errorMessage, useSuccessNotice } from '../../ui/useErrorNotice';
import { useFormat } from '../../i18n/format/useFormat';
import { fieldsOf, readCostFields, type CostField, type CostFields } from './costForm';
import type { CostingFile, CostingRecord } from '@domain/estimation/answers';
import { Ltr } from '../../i18n/format/Ltr';

interface Props {
  file: CostingFile;
  designation: string;
  /** The cost being edited; absent when adding. */
  record?: CostingRecord;
  onClose: () => void;
}

/** Adds or edits the annual cost of one job title of a file; the file is shown, never changed. */
export function CostDialog({ file, designation, record, onClose }: Props) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const refresh = useQueryRefresh();
  const succeeded = useSuccessNotice();
  const [fields, setFields] = useState<CostFields>(() => fieldsOf(record, format.plain));
  // The version the dialog opened on, not a newer one a background refetch of the list brought.
  const [version] = useState(record?.version);
  const [touched, setTouched] = useState(false);
  const reading = readCostFields(fields);
  const save = useAppMutation(
    (provider) => {
      const input = {
        fileName: file.name,
        designationName: designation,
        ...(reading.breakdown ? { breakdown: reading.breakdown } : { cost: reading.cost }),
      };
      // The server computes the cost from the breakdown; an edit sends back the version it opened on (409 if stale).
      return record
        ? provider.update<CostingRecord>('costs', { id: record.id, data: input, previousData: { ...record, version } })
        : provider.create<CostingRecord>('costs', { data: input });
    },
    {
      onSuccess: async ({ data }) => {
        const said = savedMessageOf(data);
        if (said) succeeded(said);
        await refresh(['costing']);
        await refresh(['estimation', 'report']);
        onClose();
      },
    },
  );
  const set = (field: keyof CostFields, value: string | boolean) => setFields((f) => ({ ...f, [field]: value }));
  const problem = (field: CostField) => (touched ? reading.problems[field] : undefined);
  const input = (field: CostField, label: string, adornment: string | null = file.currency, autoFocus = false) => (
    <TextField
      fullWidth
      autoFocus={autoFocus}
      label={label}
      value={fields[field]}
      onChange={(e) => set(field, e.target.value)}
      error={!!problem(field)}
      helperText={problem(field) ? t(`costing.problem.${problem(field)}`) : ' '}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: adornment ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> } : undefined,
      }}
    />
  );
  const submit = () => {
    setTouched(true);
    if (reading.cost !== undefined) save.mutate();
  };
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="cost-dialog-title"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="cost-dialog-title">
          {t(record ? 'costing.editTitle' : 'costing.addTitle', { designation })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('costing.file')}
              value={file.name}
              slotProps={{ input: { readOnly: true } }}
              helperText={t('costing.fileReadOnly')}
            />
            <TextField label={t('costing.designation')} value={designation} slotProps={{ input: { readOnly: true } }} />
            <FormControlLabel
              control={<Switch checked={fields.useBreakdown} onChange={(e) => set('useBreakdown', e.target.checked)} />}
              label={t('costing.useBreakdown')}
            />
            {fields.useBreakdown ? (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {input('monthlyBasic', t('costing.monthlyBasic'), file.currency, true)}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{input('housing', t('costing.housing'))}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{input('otherAllowances', t('costing.otherAllowances'))}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{input('ratePercent', t('costing.rate'), '%')}</Grid>
              </Grid>
            ) : (
              input('cost', t('costing.annualCost'), file.currency, true)
            )}
            <Typography aria-live="polite" data-testid="cost-preview">
              {t('costing.preview')}{' '}
              <strong>
                {reading.cost === undefined ? '—' : <Ltr>{format.money(reading.cost, file.currency)}</Ltr>}
              </strong>
            </Typography>
            {fields.useBreakdown && (
              <Typography variant="body2" color="text.secondary">
                {t('costing.formula')}
              </Typography>
            )}
            {save.isError && <Alert severity="error">{errorMessage(save.error, t('apiProblem'))}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('costing.saving') : t('costing.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
