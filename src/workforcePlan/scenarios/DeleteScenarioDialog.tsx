import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '@domain/workforcePlan/scenarios';

/** Asks before a scenario is deleted (its drafts stay: they are workbooks of their elements). */
export function DeleteScenarioDialog({
  scenario,
  deleting,
  onDelete,
  onClose,
}: {
  /** The scenario to delete; null: closed. */
  scenario: Scenario | null;
  deleting: boolean;
  onDelete: (scenario: Scenario) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('workforce');
  return (
    <Dialog open={scenario !== null} onClose={onClose} aria-labelledby="scenario-delete-title">
      <DialogTitle id="scenario-delete-title">
        {t('scenarios.deleteQuestion', { name: scenario?.name ?? '' })}
      </DialogTitle>
      <DialogActions>
        <Button onClick={onClose}>{t('scenarios.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={deleting}
          onClick={() => scenario && onDelete(scenario)}
          data-testid="scenario-delete-confirm"
        >
          {t('scenarios.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
