import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { useAppMutation } from '../../dataProvider/hooks';
import type { PersonalDataFormat } from '../../dataProvider/personalData';
import { useErrorNotice } from '../../ui/useErrorNotice';
import { saveFile } from '../../ui/saveFile';

const FORMATS: PersonalDataFormat[] = ['json', 'csv'];

/**
 * Downloads a person's data (profile, role, places, sign-ins, the audit trail about them and their
 * own changes) as JSON or as CSV for a spreadsheet; without `userId`, the signed-in person's own.
 */
export function PersonalDataExport({
  userId,
  variant = 'outlined',
}: {
  userId?: number;
  variant?: 'outlined' | 'text';
}) {
  const { t } = useTranslation('people');
  const failed = useErrorNotice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useAppMutation(
    (provider, format: PersonalDataFormat) =>
      userId === undefined ? provider.exportMyData(format) : provider.exportPerson(userId, format),
    { onSuccess: saveFile, onError: failed },
  );
  return (
    <>
      <Button
        variant={variant}
        startIcon={<DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={download.isPending}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="personal-data-export"
      >
        {t('personalData.export')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              download.mutate(format);
            }}
            data-testid={`personal-data-export-${format}`}
          >
            {t(`personalData.formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
