import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { Title, useCanAccess } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SelectionPanel } from './SelectionPanel';
import { FileTable } from './FileTable';
import { TemplateLink } from './TemplateLink';
import { UploadZone } from './UploadZone';
import { WorkbookViewer } from '../viewer/WorkbookViewer';
import { hasProfile, useEstimationSelection } from '../selection';
import type { EstimationFile } from '@domain/estimation/answers';
import type { FileType } from '@domain/estimation';

/** /estimationdetails: choose an FTE profile, upload workbooks for it, and work with its files. */
export function EstimationDetails() {
  const { t } = useTranslation('estimation');
  const [params] = useSearchParams();
  const [selection, setSelection] = useEstimationSelection();
  const { canAccess: canAdd } = useCanAccess({ resource: 'estimation', action: 'create' });
  const viewing = params.get('file');
  if (viewing)
    return (
      <WorkbookViewer
        fileName={viewing}
        fileType={(params.get('type') === 'C' ? 'C' : 'O') as FileType}
        customise={params.get('mode') === 'customise'}
      />
    );

  const onDeleted = (file: EstimationFile) => {
    if (selection.selectedFile === file.fileName) setSelection({ ...selection, selectedFile: null, showReport: false });
  };
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={t('details.title')} />
      <Typography variant="h5" component="h1">
        {t('details.title')}
      </Typography>
      <SelectionPanel selection={selection} onChange={setSelection} />
      {!hasProfile(selection) ? (
        <Typography color="text.secondary">{t('details.chooseFirst')}</Typography>
      ) : (
        <>
          {canAdd && (
            <Card>
              <CardHeader
                title={t('upload.title')}
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
                action={<TemplateLink />}
              />
              <CardContent>
                <UploadZone
                  target={{
                    category: selection.category,
                    elementId: selection.elementId,
                    fteId: selection.fteId,
                    country: selection.country,
                  }}
                />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardContent>
              <Stack spacing={3}>
                <FileTable category={selection.category} fteId={selection.fteId} fileType="O" onDeleted={onDeleted} />
                <FileTable category={selection.category} fteId={selection.fteId} fileType="C" onDeleted={onDeleted} />
              </Stack>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
