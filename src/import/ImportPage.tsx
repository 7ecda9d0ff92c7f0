import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isImportKind, type ImportKind, type ImportMode } from '@domain/import/kinds';
import { useFormat } from '../i18n/format/useFormat';
import { listPath, useImportKinds } from './importKinds';
import { ProblemTable } from './ProblemTable';
import { TemplateButtons } from './TemplateButtons';
import { UpdateChoice } from './UpdateChoice';
import { FailingRowsButton } from './FailingRowsButton';
import { useImportRun, type RunState } from './useImportRun';

function Progress({ state }: { state: RunState }) {
  const { t } = useTranslation('import');
  const format = useFormat();
  if (state.phase === 'sending')
    return (
      <Stack spacing={0.5}>
        <Typography>{t('sending', { percent: format.number(state.percent) })}</Typography>
        <LinearProgress
          variant="determinate"
          value={state.percent}
          aria-label={t('sending', { percent: state.percent })}
        />
      </Stack>
    );
  if (state.phase === 'working')
    return (
      <Stack spacing={0.5}>
        <Typography>{t(state.step === 'check' ? 'checking' : 'importing')}</Typography>
        <LinearProgress aria-label={t(state.step === 'check' ? 'checking' : 'importing')} />
      </Stack>
    );
  return null;
}

/**
 * /import: a structure list or employees from a CSV or Excel file. The file is checked first with
 * the rules of the screens (nothing is written), its problems listed by row and column; once it
 * has none, it is imported in one go, every row or none.
 */
export function ImportPage() {
  const { t } = useTranslation('import');
  const format = useFormat();
  const [params] = useSearchParams();
  const { kinds, isPending } = useImportKinds();
  const asked = params.get('kind');
  const [chosen, setChosen] = useState<ImportKind | undefined>(isImportKind(asked) ? asked : undefined);
  const kind = chosen && kinds.includes(chosen) ? chosen : kinds[0];
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('create');
  const input = useRef<HTMLInputElement>(null);
  const { state, run, reset } = useImportRun();
  const busy = state.phase === 'sending' || state.phase === 'working';
  const answered = state.phase === 'answered' ? state : undefined;
  const checkedOk = answered?.step === 'check' && answered.ok;
  const imported = answered?.step === 'import' && answered.ok;

  const choose = (next: File | null) => {
    setFile(next);
    reset();
    if (input.current) input.current.value = '';
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, maxWidth: 1000 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {!isPending && kinds.length === 0 && <Alert severity="info">{t('nothingAllowed')}</Alert>}
      {kind && (
        <>
          <TextField
            select
            label={t('kind')}
            value={kind}
            onChange={(event) => {
              setChosen(event.target.value as ImportKind);
              choose(null);
            }}
            sx={{ maxWidth: { sm: 360 } }}
            disabled={busy}
          >
            {kinds.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <Typography color="text.secondary">{t(kind === 'employees' ? 'employeesHint' : 'structureHint')}</Typography>
          <TemplateButtons kind={kind} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            {/* A real button opens the hidden file input: reachable by keyboard, a button to assistive technology. */}
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {t('chooseFile')}
            </Button>
            <input
              ref={input}
              hidden
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="import-file"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
            <Typography sx={{ wordBreak: 'break-all' }}>{file ? file.name : t('noFile')}</Typography>
          </Stack>
          <UpdateChoice
            kind={kind}
            mode={mode}
            disabled={busy}
            onChange={(next) => {
              // Another choice asks for another check: the rows it would create and update differ.
              setMode(next);
              reset();
            }}
          />
          <Box>
            <Button variant="contained" disabled={!file || busy} onClick={() => file && run('check', kind, file, mode)}>
              {t(answered ? 'checkAgain' : 'check')}
            </Button>
          </Box>
          <Progress state={state} />
          {answered && (
            <Alert severity={answered.ok ? 'success' : answered.report ? 'warning' : 'error'} role="status">
              {answered.message}
            </Alert>
          )}
          {answered?.step === 'check' && answered.report && answered.report.problemCount === 0 && (
            <Typography data-testid="import-plan">
              {t('plan', {
                create: format.number(answered.report.toCreate),
                update: format.number(answered.report.toUpdate),
              })}
            </Typography>
          )}
          {answered?.report && answered.report.problemCount > 0 && (
            <>
              <ProblemTable problems={answered.report.problems} total={answered.report.problemCount} />
              {file && (
                <Box>
                  <FailingRowsButton kind={kind} file={file} mode={mode} />
                </Box>
              )}
            </>
          )}
          {checkedOk && answered.report && answered.report.rows > 0 && (
            <Box>
              <Button
                variant="contained"
                color="success"
                data-testid="import-run"
                onClick={() => file && run('import', kind, file, mode)}
              >
                {t('import', { count: answered.report.rows, rows: format.number(answered.report.rows) })}
              </Button>
            </Box>
          )}
          {imported && answered.report && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} data-testid="import-summary">
              <Typography sx={{ flexGrow: 1 }}>
                {t('summary', { count: answered.report.created, rows: format.number(answered.report.created) })}
                {answered.report.updated > 0 &&
                  ` ${t('updatedSummary', { count: answered.report.updated, rows: format.number(answered.report.updated) })}`}
              </Typography>
              <Button component={Link} to={listPath(kind)}>
                {t('openList')}
              </Button>
              <Button onClick={() => choose(null)}>{t('another')}</Button>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
