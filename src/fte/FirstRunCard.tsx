import {
  Box,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import CloseIcon from '@mui/icons-material/Close';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SETUP_STEPS, type SetupProgress } from '@domain/setupSteps';

/** The first-run checklist itself: the steps, each ticked or not and a link to where it is done. */
export function FirstRunCard({ steps, onDismiss }: { steps: readonly SetupProgress[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  const done = steps.filter((step) => step.count > 0).length;
  const paths = Object.fromEntries(SETUP_STEPS.map((step) => [step.key, step.path]));
  return (
    <Card component="section" aria-labelledby="first-run-title" sx={{ mb: 2 }} data-testid="first-run">
      <CardHeader
        title={t('firstRun.title')}
        slotProps={{ title: { id: 'first-run-title', component: 'h2', variant: 'h6' } }}
        subheader={t('firstRun.progress', { done, count: steps.length })}
        action={
          <Tooltip title={t('firstRun.dismiss')}>
            <IconButton aria-label={t('firstRun.dismiss')} onClick={onDismiss}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <Box sx={{ px: 2 }}>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          aria-label={t('firstRun.progress', { done, count: steps.length })}
        />
      </Box>
      <CardContent sx={{ pt: 1 }}>
        <List disablePadding>
          {steps.map((step) => {
            const finished = step.count > 0;
            return (
              <ListItemButton
                key={step.key}
                component={Link}
                to={paths[step.key]}
                data-step={step.key}
                data-done={finished}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {finished ? (
                    <CheckCircleIcon color="success" titleAccess={t('firstRun.done')} />
                  ) : (
                    <RadioButtonUncheckedIcon color="action" titleAccess={t('firstRun.toDo')} />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={t(`firstRun.steps.${step.key}.title`)}
                  secondary={t(`firstRun.steps.${step.key}.hint`)}
                  slotProps={{
                    primary: { sx: finished ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined },
                  }}
                />
                <ChevronRightIcon
                  color="action"
                  sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
                />
              </ListItemButton>
            );
          })}
        </List>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('firstRun.note')}
        </Typography>
      </CardContent>
    </Card>
  );
}
