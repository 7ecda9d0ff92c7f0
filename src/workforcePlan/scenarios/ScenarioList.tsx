import {
  Checkbox,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { SCENARIOS_COMPARED, type Scenario } from '@domain/workforcePlan/scenarios';

/**
 * The organisation's scenarios, each with the drafts it reads; ticked ones are compared (two to
 * four). A list, not a table: on a phone each scenario is one item with its actions under it.
 */
export function ScenarioList({
  scenarios,
  chosen,
  onChoose,
  canEdit,
  onEdit,
  onDelete,
}: {
  scenarios: Scenario[];
  chosen: number[];
  onChoose: (ids: number[]) => void;
  canEdit: boolean;
  onEdit: (scenario: Scenario) => void;
  onDelete: (scenario: Scenario) => void;
}) {
  const { t } = useTranslation('workforce');
  if (scenarios.length === 0)
    return (
      <Typography color="text.secondary" data-testid="scenarios-none">
        {t('scenarios.none')}
      </Typography>
    );
  const full = chosen.length >= SCENARIOS_COMPARED.max;
  return (
    <List aria-label={t('scenarios.listLabel')} data-testid="scenario-list">
      {scenarios.map((scenario) => {
        const ticked = chosen.includes(scenario.id);
        const labelId = `scenario-${scenario.id}-name`;
        const drafts = scenario.picks.length
          ? scenario.picks
              .map((p) => t('scenarios.pickSummary', { element: p.element, name: p.fileName }))
              .join(t('scenarios.pickSeparator'))
          : t('scenarios.noPicks');
        return (
          <ListItem
            key={scenario.id}
            divider
            disableGutters
            data-testid="scenario-item"
            data-name={scenario.name}
            secondaryAction={
              canEdit && (
                <Stack direction="row">
                  <Tooltip title={t('scenarios.edit', { name: scenario.name })}>
                    <IconButton
                      aria-label={t('scenarios.edit', { name: scenario.name })}
                      onClick={() => onEdit(scenario)}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('scenarios.delete', { name: scenario.name })}>
                    <IconButton
                      aria-label={t('scenarios.delete', { name: scenario.name })}
                      onClick={() => onDelete(scenario)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              )
            }
            sx={canEdit ? { pe: 12 } : undefined}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Checkbox
                edge="start"
                checked={ticked}
                disabled={!ticked && full}
                onChange={() => onChoose(ticked ? chosen.filter((id) => id !== scenario.id) : [...chosen, scenario.id])}
                slotProps={{ input: { 'aria-labelledby': labelId, 'data-testid': 'scenario-compare-box' } as object }}
              />
            </ListItemIcon>
            <ListItemText
              id={labelId}
              primary={<bdi>{scenario.name}</bdi>}
              secondary={drafts}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
