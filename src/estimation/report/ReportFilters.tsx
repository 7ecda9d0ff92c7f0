import { Card, CardContent, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppQuery } from '../../dataProvider/hooks';
import { CategoryPicker } from '../details/CategoryPicker';
import { ElementPicker } from '../details/ElementPicker';
import { ProfilePicker } from '../details/ProfilePicker';
import {
  chooseCategory,
  chooseElement,
  chooseFile,
  chooseFileType,
  chooseProfile,
  hasProfile,
  type EstimationSelection,
} from '../selection';
import type { FileType } from '@domain/estimation';
import { Ltr } from '../../i18n/format/Ltr';

function ReportFilePicker({
  selection,
  onChange,
}: {
  selection: EstimationSelection;
  onChange: (next: EstimationSelection) => void;
}) {
  const { t } = useTranslation('estimation');
  const ready = hasProfile(selection);
  const { data = [], isLoading } = useAppQuery(
    ['estimation', 'files', 'report', selection.fteId, selection.fileType, selection.category],
    (provider) => provider.reportFiles(selection.fteId as number, selection.fileType, selection.category),
    { enabled: ready },
  );
  const known = data.some((f) => f.name === selection.selectedFile);
  return (
    <TextField
      select
      sx={{ minWidth: 260, flex: 1 }}
      label={t('select.file')}
      value={known ? selection.selectedFile : ''}
      disabled={!ready}
      onChange={(e) => onChange(chooseFile(selection, e.target.value || null))}
      helperText={ready && !isLoading && data.length === 0 ? t('select.noFiles') : ' '}
    >
      {data.map((file) => (
        <MenuItem key={file.id} value={file.name}>
          <Ltr>{file.name}</Ltr>
        </MenuItem>
      ))}
    </TextField>
  );
}

/** File type, category, element, FTE profile and file of the report. */
export function ReportFilters({
  selection,
  onChange,
}: {
  selection: EstimationSelection;
  onChange: (next: EstimationSelection) => void;
}) {
  const { t } = useTranslation('estimation');
  const { category } = selection;
  const element = selection.elementId === null ? null : { id: selection.elementId, name: selection.elementName ?? '' };
  return (
    <Card className="no-print">
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={selection.fileType}
            onChange={(_, value: FileType | null) => value && onChange(chooseFileType(selection, value))}
            aria-label={t('select.fileType')}
            sx={{ height: 56 }}
          >
            <ToggleButton value="O">{t('files.original')}</ToggleButton>
            <ToggleButton value="C">{t('files.customisedOne')}</ToggleButton>
          </ToggleButtonGroup>
          <CategoryPicker value={category} onChange={(c) => onChange(chooseCategory(selection, c))} />
          {category !== 'organization' && (
            <ElementPicker
              key={category}
              category={category}
              value={element}
              onChange={(e) => onChange(chooseElement(selection, e))}
            />
          )}
          <ProfilePicker
            category={category}
            elementId={selection.elementId}
            value={selection.fteId}
            onChange={(p) => onChange(chooseProfile(selection, p))}
          />
          <ReportFilePicker selection={selection} onChange={onChange} />
        </Stack>
      </CardContent>
    </Card>
  );
}
