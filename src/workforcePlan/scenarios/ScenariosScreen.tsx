import { useState } from 'react';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CompareIcon from '@mui/icons-material/CompareArrows';
import { useCanAccess } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SCENARIOS_COMPARED, type Scenario, type ScenarioInput } from '@domain/workforcePlan/scenarios';
import { useAppMutation, useAppQuery, useQueryRefresh } from '../../dataProvider/hooks';
import { useErrorNotice, useSuccessNotice } from '../../ui/useErrorNotice';
import { WORKFORCE_RESOURCE } from '../paths';
import { DeleteScenarioDialog } from './DeleteScenarioDialog';
import { ScenarioComparisonCard } from './ScenarioComparisonCard';
import { ScenarioDialog } from './ScenarioDialog';
import { ScenarioList } from './ScenarioList';
import { ScreenHeading } from '../ScreenHeading';

const KEY = ['workforcePlan', 'scenarios'];
const idsOf = (text: string | null): number[] =>
  (text ?? '')
    .split(',')
    .filter((id) => /^\d+$/.test(id))
    .map(Number);

/**
 * /workforce/scenarios: the organisation-wide scenarios (a named set of drafts, one per element,
 * the plan of record elsewhere), made and changed with Workforce Plan: Edit; two to four of them
 * compared with the plan of record. The comparison is kept in the address (`?compare=3,5`).
 */
export function ScenariosScreen() {
  const { t } = useTranslation('workforce');
  const refresh = useQueryRefresh();
  const succeeded = useSuccessNotice();
  const failed = useErrorNotice();
  const { canAccess: canEdit = false } = useCanAccess({ resource: WORKFORCE_RESOURCE, action: 'edit' });
  const [params, setParams] = useSearchParams();
  const compared = idsOf(params.get('compare'));
  const [chosen, setChosen] = useState<number[]>(compared);
  const [editing, setEditing] = useState<Scenario | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const scenarios = useAppQuery(KEY, (provider) => provider.scenarios());
  const elements = useAppQuery([...KEY, 'drafts'], (provider) => provider.scenarioDrafts(), {
    enabled: editing !== null,
  });
  const done = async (message: string | undefined) => {
    if (message) succeeded(message);
    await refresh(['workforcePlan']);
  };
  const save = useAppMutation(
    (provider, { id, input }: { id: number | null; input: ScenarioInput }) => provider.saveScenario(id, input),
    {
      onSuccess: async (answer) => {
        setEditing(null);
        await done(answer.alertMessage);
      },
      onError: failed,
    },
  );
  const remove = useAppMutation(
    (provider, scenario: Scenario) => provider.deleteScenario(scenario.id, scenario.version),
    {
      onSuccess: async (answer, scenario) => {
        setDeleting(null);
        setChosen((ids) => ids.filter((id) => id !== scenario.id));
        if (compared.includes(scenario.id)) setParams(new URLSearchParams(), { replace: true });
        await done(answer.alertMessage);
      },
      onError: failed,
    },
  );
  const title = t('scenarios.title');
  const canCompare = chosen.length >= SCENARIOS_COMPARED.min && chosen.length <= SCENARIOS_COMPARED.max;
  const edited = editing === 'new' ? null : editing;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <ScreenHeading title={title} intro={t('scenarios.intro')} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t('scenarios.listTitle')}
            </Typography>
            {canEdit && (
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => setEditing('new')}
                data-testid="scenario-new"
              >
                {t('scenarios.new')}
              </Button>
            )}
            <Button
              variant="contained"
              startIcon={<CompareIcon />}
              disabled={!canCompare}
              onClick={() => setParams(new URLSearchParams({ compare: chosen.join(',') }), { replace: true })}
              data-testid="scenario-compare"
            >
              {t('scenarios.compare', { count: chosen.length })}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('scenarios.pickHint', { ...SCENARIOS_COMPARED })}
          </Typography>
          {scenarios.isPending && <LinearProgress aria-label={t('loading')} />}
          {scenarios.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
          {scenarios.data && (
            <ScenarioList
              scenarios={scenarios.data}
              chosen={chosen}
              onChoose={setChosen}
              canEdit={canEdit}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          )}
        </CardContent>
      </Card>
      {compared.length >= SCENARIOS_COMPARED.min && <ScenarioComparisonCard ids={compared} />}
      {editing !== null && elements.data && (
        <ScenarioDialog
          open
          scenario={edited}
          elements={elements.data}
          saving={save.isPending}
          onSave={(input) => save.mutate({ id: edited?.id ?? null, input })}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteScenarioDialog
        scenario={deleting}
        deleting={remove.isPending}
        onDelete={(scenario) => remove.mutate(scenario)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
