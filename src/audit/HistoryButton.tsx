import { Button, useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import HistoryIcon from '@mui/icons-material/History';
import { AUDIT_TRAIL } from '@domain/access';
import { AUDIT_TRAIL_PATH_IN_APP } from './paths';

/** The address of a record's history: the audit trail filtered by its resource and id. */
export const historyPath = (resource: string, id: number | string): string =>
  `${AUDIT_TRAIL_PATH_IN_APP}?filter=${encodeURIComponent(JSON.stringify({ resource, recordId: String(id) }))}`;

/** "History" on a record's page: its entries in the audit trail, for those who may read it. */
export function HistoryButton({ resource, id }: { resource?: string; id?: number | string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const contextResource = useResourceContext();
  const { canAccess } = useCanAccess({ resource: AUDIT_TRAIL, action: 'list' });
  const name = resource ?? contextResource;
  const recordId = id ?? record?.id;
  if (!canAccess || !name || recordId === undefined || recordId === null) return null;
  return (
    <Button
      component={Link}
      to={historyPath(name, recordId)}
      label={translate('audit.history')}
      startIcon={<HistoryIcon />}
      data-testid="history-button"
    />
  );
}
