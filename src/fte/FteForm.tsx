import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ArrayInput,
  AutocompleteInput,
  Form,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, CURRENCY_OF, STANDARD_ABSENCES } from '@domain/fte';
import type { FteFamily } from '@domain/fteFamilies';
import { CUSTOM_ROWS_MAX, FTE_NAME_MAX } from '@domain/fteProfileSchema';
import { searchToQuery } from '../resources/elements/search';
import { FteBreakdownPanel } from './FteBreakdownPanel';
import { FteExplanation } from './FteExplanation';
import { fteValidator } from './formValues';
import { FigureInput } from '../i18n/format/FigureInput';

function Section({ title, name, children }: { title: string; name: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" data-section={name} sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function AddRowButton({ label }: { label: string }) {
  const { add, total } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()} disabled={total >= CUSTOM_ROWS_MAX}>
      {label}
    </Button>
  );
}

/** Named rows the user adds and removes: custom breaks ("HH:mm") or custom away days (days). */
function CustomRows({
  source,
  valueKind,
}: {
  source: 'breakCustomFields' | 'leavesCustomFields';
  valueKind: 'time' | 'days';
}) {
  const { t } = useTranslation();
  return (
    <ArrayInput source={source} label={t(`fte.fields.${source}`)}>
      {/* The remove button stays visible: hidden until hover, keyboards and touch could not reach it. */}
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        addButton={<AddRowButton label={t(`fte.form.add.${source}`)} />}
        sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        <TextInput
          source="fieldName"
          label={t('fte.form.rowName')}
          slotProps={{ htmlInput: { maxLength: FTE_NAME_MAX } }}
          helperText={false}
        />
        {valueKind === 'time' ? (
          <FigureInput
            source="fieldValue"
            kind="time"
            label={t('fte.form.rowTime')}
            placeholder="00:30"
            helperText={false}
          />
        ) : (
          <FigureInput source="fieldValue" label={t('fte.form.rowDays')} helperText={false} />
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** Tells the dialog whether the form holds changes not saved, so closing it can ask first. */
function ReportChanges({ onChange }: { onChange: (changed: boolean) => void }) {
  const { dirtyFields } = useFormState();
  const changed = Object.keys(dirtyFields).length > 0;
  useEffect(() => onChange(changed), [changed, onChange]);
  return null;
}

/**
 * The FTE profile form: what the profile is for, the working time, the days away; beside it the
 * live breakdown and what the value means. Validation is the server's own schema.
 */
export function FteForm({
  family,
  onCancel,
  onChanged,
}: {
  family: FteFamily;
  onCancel: () => void;
  onChanged: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const countries = COUNTRIES.map((id) => ({ id, name: `${t(`fte.countries.${id}`)} (${CURRENCY_OF[id]})` }));
  return (
    <Form validate={fteValidator(family, t)} sanitizeEmptyValues={false} warnWhenUnsavedChanges>
      <ReportChanges onChange={onChanged} />
      <Grid container spacing={3} sx={{ p: { xs: 2, sm: 3 }, pt: { xs: 1, sm: 1 } }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title={t('fte.form.profile')} name="profile">
            <TextInput
              source="fteName"
              label={t('fte.fields.fteName')}
              isRequired
              slotProps={{ htmlInput: { maxLength: FTE_NAME_MAX } }}
              fullWidth
            />
            {family.element && family.parentKey ? (
              <ReferenceInput
                source={family.parentKey}
                reference={family.element}
                sort={{ field: 'name', order: 'ASC' }}
                perPage={25}
              >
                <AutocompleteInput
                  optionText="name"
                  filterToQuery={searchToQuery}
                  label={t(`fte.elements.${family.scope}`)}
                  isRequired
                  fullWidth
                />
              </ReferenceInput>
            ) : null}
            <SelectInput source="country" label={t('fte.fields.country')} choices={countries} isRequired fullWidth />
          </Section>
          <Section title={t('fte.form.workingTime')} name="workingTime">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FigureInput source="workingHours" label={t('fte.fields.workingHours')} isRequired />
              <FigureInput source="workingDays" label={t('fte.fields.workingDays')} isRequired />
              <FigureInput
                source="breakHours"
                kind="time"
                label={t('fte.fields.breakHours')}
                placeholder="01:00"
                helperText={t('fte.form.timeHint')}
              />
            </Stack>
            <CustomRows source="breakCustomFields" valueKind="time" />
          </Section>
          <Section title={t('fte.form.daysAway')} name="daysAway">
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {STANDARD_ABSENCES.map((field) => (
                <FigureInput key={field} source={field} label={t(`fte.fields.${field}`)} helperText={false} />
              ))}
            </Box>
            <CustomRows source="leavesCustomFields" valueKind="days" />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <FteBreakdownPanel />
            <FteExplanation />
          </Stack>
        </Grid>
        <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button onClick={onCancel}>{t('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </Grid>
      </Grid>
    </Form>
  );
}
