import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  SCENARIO_NAME_MAX,
  type Scenario,
  type ScenarioElement,
  type ScenarioInput,
} from '@domain/workforcePlan/scenarios';
import { nodeKey } from '../paths';

/** The picks as the form holds them: a workbook id per element key ('' keeps the plan of record). */
type Picks = Record<string, string>;

const picksOf = (scenario: Scenario | null): Picks =>
  Object.fromEntries((scenario?.picks ?? []).map((p) => [nodeKey(p.kind, p.id), String(p.fileId)]));

/**
 * Names a scenario and picks, per element that has workbooks, the draft it reads; an element left
 * on "Plan of record" keeps it. Native selects: on a phone each opens the system's own picker.
 */
export function ScenarioDialog({
  open,
  scenario,
  elements,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The scenario edited; null: a new one. */
  scenario: Scenario | null;
  elements: ScenarioElement[];
  saving: boolean;
  onSave: (input: ScenarioInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('workforce');
  const [name, setName] = useState(scenario?.name ?? '');
  const [picks, setPicks] = useState<Picks>(() => picksOf(scenario));
  const valid = name.trim().length > 0;
  const submit = () =>
    onSave({
      name: name.trim(),
      version: scenario?.version,
      picks: elements
        .filter((e) => picks[nodeKey(e.kind, e.id)])
        .map((e) => ({ kind: e.kind, id: e.id, fileId: Number(picks[nodeKey(e.kind, e.id)]) })),
    });
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="scenario-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) submit();
        }}
      >
        <DialogTitle id="scenario-title">{t(scenario ? 'scenarios.editTitle' : 'scenarios.newTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('scenarios.formIntro')}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              autoFocus
              required
              label={t('scenarios.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              helperText={t('scenarios.nameHint')}
              slotProps={{ htmlInput: { maxLength: SCENARIO_NAME_MAX, 'data-testid': 'scenario-name' } }}
            />
            {elements.length === 0 && <DialogContentText>{t('scenarios.noWorkbooks')}</DialogContentText>}
            {elements.map((element) => {
              const key = nodeKey(element.kind, element.id);
              const record = element.workbooks.find((w) => w.fileId === element.planFileId);
              return (
                <TextField
                  key={key}
                  select
                  size="small"
                  label={t('scenarios.pickFor', { element: element.name })}
                  value={picks[key] ?? ''}
                  onChange={(e) => setPicks({ ...picks, [key]: e.target.value })}
                  slotProps={{
                    select: { native: true },
                    htmlInput: { 'data-testid': `scenario-pick-${key}`, 'data-element': element.name },
                  }}
                >
                  <option value="">
                    {record ? t('scenarios.keepPlanNamed', { name: record.fileName }) : t('scenarios.keepPlan')}
                  </option>
                  {element.workbooks.map((w) => (
                    <option key={w.fileId} value={String(w.fileId)}>
                      {t(w.customised ? 'scenarios.draftOption' : 'scenarios.originalOption', { name: w.fileName })}
                    </option>
                  ))}
                </TextField>
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('scenarios.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || !valid} data-testid="scenario-save">
            {t('scenarios.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
