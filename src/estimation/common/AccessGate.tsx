import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { CanAccess } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../app/Spinner';

/**
 * A screen shown only to roles whose permission allows viewing it (the server checks again on
 * every call); others are told, not sent away.
 */
export function AccessGate({ resource, children }: { resource: string; children: ReactNode }) {
  const { t } = useTranslation('estimation');
  return (
    <CanAccess
      resource={resource}
      action="list"
      loading={<Spinner />}
      accessDenied={
        <Box sx={{ mt: 2 }}>
          <Alert severity="warning">{t('accessDenied')}</Alert>
        </Box>
      }
    >
      {children}
    </CanAccess>
  );
}
