import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PlanNode } from '@domain/workforcePlan/types';
import { useFormat } from '../../i18n/format/useFormat';
import { hasRequirement } from '@domain/workforcePlan/wholePeople';
import { MoneyList, StatusFigure, WholePeople } from '../Figures';

/**
 * One node of the tree: its name, kind and figures (actual, required, gap, whole people and the gap's
 * cost); where its requirement sits higher or nowhere, it says so rather than showing a gap.
 */
export function NodeLabel({ node }: { node: PlanNode }) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  return (
    <Box sx={{ py: 0.5 }} data-testid={`plan-node-${node.key}`}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {node.name}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`kind.${node.kind}`)} />
        {node.ownPlan && (
          // The darker shade: the chosen node's tinted background leaves the main one under 4.5:1.
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t('tree.ownPlan')}
            sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
          />
        )}
        {node.allocated && <Chip size="small" variant="outlined" label={t('tree.allocated')} />}
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary', typography: 'body2' }}
      >
        <span>{t('figures.actualValue', { value: format.figure('count', node.actual) })}</span>
        <span>{t('figures.requiredValue', { value: format.figure('resources', node.required) })}</span>
        <span data-testid="plan-node-gap">
          <StatusFigure status={node.status} gap={node.gap} coveredBy={node.coveredBy} />
        </span>
        {hasRequirement(node.status) && <WholePeople toHire={node.toHire} surplus={node.surplus} />}
        {hasRequirement(node.status) && node.gapCost.length > 0 && (
          <Stack component="span" direction="row" spacing={0.5}>
            <span>{t('figures.gapCost')}</span>
            <MoneyList amounts={node.gapCost} />
          </Stack>
        )}
      </Stack>
      {node.childrenRequired !== null && (
        <Typography
          variant="caption"
          component="div"
          // Small text: the darker shade on light paper, the lighter on dark, for contrast.
          sx={(theme) => ({ color: theme.palette.warning[theme.palette.mode === 'dark' ? 'light' : 'dark'] })}
        >
          {t('tree.childrenDisagree', {
            children: format.figure('resources', node.childrenRequired),
            own: format.figure('resources', node.required),
            difference: format.figure('resources', node.required - node.childrenRequired),
          })}
        </Typography>
      )}
    </Box>
  );
}
