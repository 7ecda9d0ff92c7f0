import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import { useAppDataProvider, useAppQuery } from '../../dataProvider/hooks';
import { useErrorNotice } from '../../ui/useErrorNotice';
import { useFormat } from '../../i18n/format/useFormat';
import { saveFile } from '../../ui/saveFile';
import { HeadlineCards } from './HeadlineCards';
import { MissingCosts } from './MissingCosts';
import { OffRowsWarning, offRowsOf } from '../common/OffRowsWarning';
import { ResourcesChart } from './ResourcesChart';
import { DesignationTable, GroupTable } from './ReportTables';
import { Spinner } from '../../app/Spinner';
import type { FileType } from '@domain/estimation';
import { isolateLtr } from '../../i18n/format';
import { groupingLevel } from '@domain/estimation/columns';

/**
 * The report tabs: the whole file, then each activity category from the most strategic down, as
 * DESIGN §5 lists them (`Tactical` is `Tactical/ Operations`).
 */
export const REPORT_TABS = [
  { key: 'fileData', category: undefined },
  { key: 'strategy', category: 'Strategy' },
  { key: 'tactical', category: 'Tactical' },
  { key: 'transactional', category: 'Transactional' },
] as const;

/** The report of one file: headline cards, the tables, the chart, export and print. */
export function ReportView({ fileName, fileType }: { fileName: string; fileType: FileType }) {
  const { t } = useTranslation('estimation');
  const format = useFormat();
  const provider = useAppDataProvider();
  const failed = useErrorNotice();
  const [tab, setTab] = useState(0);
  const [exporting, setExporting] = useState(false);
  const category = REPORT_TABS[tab].category;
  const {
    data: report,
    isLoading,
    isError,
    error,
  } = useAppQuery(['estimation', 'report', fileName, fileType, category ?? ''], (p) =>
    p.report(fileName, fileType, category),
  );
  const exportWorkbook = async () => {
    setExporting(true);
    try {
      saveFile(await provider.reportWorkbook(fileName, fileType, category));
    } catch (e) {
      failed(e);
    } finally {
      setExporting(false);
    }
  };
  const lines = report?.reportCalculations ?? [];
  const total = lines[lines.length - 1];
  // The workbook's header ("Sub Department") names a level of the structure: said in the reader's words.
  const groupingName = (header: string) => {
    const level = groupingLevel(header);
    return level ? t(`category.${level}`) : header;
  };
  return (
    <Stack spacing={2} data-testid="report">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
          {t('report.of', { name: isolateLtr(fileName) })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button
          className="no-print"
          startIcon={<DownloadIcon />}
          onClick={exportWorkbook}
          disabled={exporting || !report}
        >
          {t('report.export')}
        </Button>
        <Button className="no-print" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!report}>
          {t('report.print')}
        </Button>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        variant="scrollable"
        aria-label={t('report.tabsLabel')}
      >
        {REPORT_TABS.map((item) => (
          <Tab key={item.key} label={t(`report.tab.${item.key}`)} />
        ))}
      </Tabs>
      {isLoading && <Spinner />}
      {isError && <Alert severity="error">{(error as Error)?.message || t('report.loadFailed')}</Alert>}
      {report && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('report.basis', {
              fte: format.figure('hours', report.file.fte),
              rows: format.figure('count', report.file.rowCount),
              currency: report.file.currency ?? '—',
            })}
          </Typography>
          <HeadlineCards report={report} />
          <MissingCosts fileName={report.file.fileName} designations={report.file.designationsWithoutCost} />
          <OffRowsWarning rows={offRowsOf(report.data)} testId="report-off-rows" />
          <Card>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {t('report.byDesignation')}
              </Typography>
              <DesignationTable lines={lines} currency={report.file.currency} />
            </CardContent>
          </Card>
          {report.file.groupingColumn && report.variableEntityTotalReportCalculationDto.length > 0 && (
            <Card>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('report.byGroup', { column: groupingName(report.file.groupingColumn) })}
                </Typography>
                <GroupTable
                  groups={report.variableEntityTotalReportCalculationDto}
                  column={groupingName(report.file.groupingColumn)}
                  total={total}
                  currency={report.file.currency}
                />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardContent>
              <ResourcesChart lines={lines.slice(0, -1)} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
