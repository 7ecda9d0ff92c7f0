import { Box, Typography } from '@mui/material';
import {
  CreateButton,
  useCanAccess,
  useGetResourceLabel,
  useResourceContext,
  useResourceDefinition,
} from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ResourceSpec } from '@domain/registry';

/**
 * A list with nothing in it yet says what belongs there, what it hangs under, and offers the
 * first one to whoever may add it.
 */
export function ElementEmpty({ spec }: { spec: ResourceSpec }) {
  const resource = useResourceContext() ?? spec.name;
  const { icon: Icon } = useResourceDefinition({ resource });
  const label = useGetResourceLabel();
  const { t, i18n } = useTranslation();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  // The name sits mid-sentence (a no-op for Arabic).
  const many = label(resource, 2).toLocaleLowerCase(i18n.language);
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, flex: 1 }}>
      {Icon ? <Icon sx={{ fontSize: 64, color: 'text.disabled' }} /> : null}
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {t('resourceScreens.empty.title', { name: many })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {spec.parent
          ? t('resourceScreens.empty.underParent', {
              name: many,
              parent: label(spec.parent.reference, 1).toLocaleLowerCase(i18n.language),
            })
          : t('resourceScreens.empty.hint', { name: many })}
      </Typography>
      {canAccess ? <CreateButton variant="contained" /> : null}
    </Box>
  );
}
