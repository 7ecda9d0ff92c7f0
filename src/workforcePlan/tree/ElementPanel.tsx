import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../../people/personName';
import { Link } from 'react-router-dom';
import { useAppQuery } from '../../dataProvider/hooks';
import type { PlanElementKind } from '@domain/workforcePlan/types';
import { useFormat } from '../../i18n/format/useFormat';
import { hasRequirement } from '@domain/workforcePlan/wholePeople';
import { MoneyList, StatusFigure } from '../Figures';
import { JobTitleTable } from '../JobTitleTable';
import { comparePath, peoplePath } from '../paths';
import { PlanChoice } from './PlanChoice';

/** People listed in the panel before "and N more". */
const PEOPLE_SHOWN = 50;

/** One element's panel: figures, job titles, plan of record (and its choice), workbooks and people. */
export function ElementPanel({ kind, id }: { kind: PlanElementKind; id: number | null }) {
  const { t } = useTranslation('workforce');
  const personName = usePersonName();
  const format = useFormat();
  const detail = useAppQuery(['workforcePlan', 'element', kind, id], (provider) => provider.planElement(kind, id));
  if (detail.isPending) return <LinearProgress aria-label={t('loading')} />;
  if (detail.isError || !detail.data) return <Alert severity="error">{t('loadFailed')}</Alert>;
  const { node, jobTitles, workbooks, people } = detail.data;
  const peopleList = peoplePath(node);
  const [newest, previous] = workbooks;
  return (
    <Card component="section" aria-labelledby="plan-element-title" data-testid="plan-element-panel">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="plan-element-title" variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
              {node.name}
            </Typography>
            <Chip size="small" variant="outlined" label={t(`kind.${node.kind}`)} />
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            <dt>{t('figures.actual')}</dt>
            <dd style={{ margin: 0 }}>{format.figure('count', node.actual)}</dd>
            <dt>{t('figures.required')}</dt>
            <dd style={{ margin: 0 }}>{format.figure('resources', node.required)}</dd>
            <dt>{t('figures.gap')}</dt>
            <dd style={{ margin: 0 }} data-testid="plan-element-gap">
              <StatusFigure status={node.status} gap={node.gap} coveredBy={node.coveredBy} />
            </dd>
            <dt>{t('figures.toHire')}</dt>
            <dd style={{ margin: 0 }} data-testid="plan-element-to-hire">
              {format.figure('count', node.toHire)} · <MoneyList amounts={node.hireCost} />
            </dd>
            <dt>{t('figures.overPlan')}</dt>
            <dd style={{ margin: 0 }} data-testid="plan-element-over-plan">
              {format.figure('count', node.surplus)} · <MoneyList amounts={node.surplusCost} />
            </dd>
            <dt>{t('figures.planCost')}</dt>
            <dd style={{ margin: 0 }}>
              <MoneyList amounts={node.planCost} />
            </dd>
            <dt>{t('figures.gapCost')}</dt>
            <dd style={{ margin: 0 }}>
              <MoneyList amounts={node.gapCost} />
            </dd>
            {node.childrenRequired !== null && (
              <>
                <dt>{t('figures.childrenRequired')}</dt>
                <dd style={{ margin: 0 }}>
                  {t('tree.childrenDifference', {
                    children: format.figure('resources', node.childrenRequired),
                    difference: format.figure('resources', node.required - node.childrenRequired),
                  })}
                </dd>
              </>
            )}
          </Box>
          {node.uncostedTitles > 0 && (
            <Alert severity="warning">{t('figures.uncosted', { count: node.uncostedTitles })}</Alert>
          )}

          <Divider />
          <Typography variant="subtitle1" component="h3">
            {t('plan.title')}
          </Typography>
          <PlanChoice detail={detail.data} />

          <Divider />
          <Typography variant="subtitle1" component="h3">
            {t('panel.jobTitles')}
          </Typography>
          {jobTitles.length === 0 ? (
            <Typography color="text.secondary">{t('panel.noJobTitles')}</Typography>
          ) : (
            <JobTitleTable
              rows={jobTitles}
              caption={t('panel.jobTitlesOf', { name: node.name })}
              gapShown={hasRequirement(node.status)}
              within={node}
            />
          )}

          <Divider />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3">
              {t('panel.workbooks', { count: workbooks.length })}
            </Typography>
            {newest && previous && newest.fteProfileId === previous.fteProfileId && (
              <Button size="small" component={Link} to={comparePath(previous.fileId, newest.fileId)}>
                {t('panel.compareLatest')}
              </Button>
            )}
          </Stack>
          {workbooks.length > 0 && (
            <List dense disablePadding>
              {workbooks.map((book) => (
                <ListItem key={book.fileId} disableGutters>
                  <ListItemText
                    primary={<bdi>{book.fileName}</bdi>}
                    secondary={`${t(book.customised ? 'plan.customised' : 'plan.original')} · ${format.date(book.savedAt)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}

          <Divider />
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3">
              {t('panel.people', { count: people.length })}
            </Typography>
            {people.length > 0 && peopleList && (
              <Button size="small" component={Link} to={peopleList} data-testid="plan-element-people-list">
                {t('panel.openPeople')}
              </Button>
            )}
          </Stack>
          {people.length === 0 ? (
            <Typography color="text.secondary">{t('panel.noPeople')}</Typography>
          ) : (
            <List dense disablePadding data-testid="plan-element-people">
              {people.slice(0, PEOPLE_SHOWN).map((person) => (
                <ListItem key={person.id} disableGutters>
                  <ListItemText
                    primary={personName(person.name)}
                    secondary={person.jobTitle ?? t('panel.noJobTitle')}
                  />
                </ListItem>
              ))}
              {people.length > PEOPLE_SHOWN && (
                <ListItem disableGutters>
                  <ListItemText secondary={t('panel.morePeople', { count: people.length - PEOPLE_SHOWN })} />
                </ListItem>
              )}
            </List>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
