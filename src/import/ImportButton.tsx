import { Button, useCanAccess } from 'react-admin';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ImportKind } from '@domain/import/kinds';
import { accessResource } from './importKinds';

/** A list's way to the import screen, with the list's kind chosen; only for those who may add to it. */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('admin');
  const { canAccess } = useCanAccess({ resource: accessResource(kind), action: 'create' });
  if (!canAccess) return null;
  return (
    <Button label={t('menu.import')} component={Link} to={`/import?kind=${kind}`}>
      <CloudUploadIcon />
    </Button>
  );
}
