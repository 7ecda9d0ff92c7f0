import {
  Checkbox,
  FormControlLabel,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, SUB_PERMISSIONS, type Grants } from '@domain/permissions';
import { columnCoverage, rowCoverage, toggleCell, toggleColumn, toggleRow } from './matrix';

/**
 * The input of a whole-row or whole-column box, partly ticked when `mixed`: the native checkbox's
 * own indeterminate state says so (an `aria-checked` on a native checkbox is not allowed).
 */
const wholeInput = (label: string, mixed: boolean) => ({
  'aria-label': label,
  'aria-checked': undefined,
  ref: (input: HTMLInputElement | null) => {
    if (input) input.indeterminate = mixed;
  },
});

/** On a phone the four action columns keep to their boxes, so Edit and Delete stay in view. */
const narrowOnPhone = { px: { xs: 0.25, sm: 2 } };

interface Props {
  grants: Grants;
  onChange(grants: Grants): void;
}

/** The permissions of DESIGN §4 against View, Add, Edit and Delete, with whole-row and whole-column toggles. */
export function PermissionMatrix({ grants, onChange }: Props) {
  const { t } = useTranslation('people');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('roles.matrix')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: { xs: 0.5, sm: 2 } }}>{t('roles.permission')}</TableCell>
            {SUB_PERMISSIONS.map((action) => {
              const coverage = columnCoverage(grants, action);
              return (
                <TableCell key={action} align="center" sx={narrowOnPhone}>
                  <FormControlLabel
                    sx={{ mx: 0 }}
                    label={t(`actions.${action}`)}
                    labelPlacement="top"
                    control={
                      <Checkbox
                        checked={coverage === 'all'}
                        indeterminate={coverage === 'some'}
                        onChange={() => onChange(toggleColumn(grants, action))}
                        slotProps={{
                          input: wholeInput(
                            t('roles.wholeColumn', { action: t(`actions.${action}`) }),
                            coverage === 'some',
                          ),
                        }}
                      />
                    }
                  />
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {PERMISSIONS.map((permission) => {
            const coverage = rowCoverage(grants, permission);
            const name = t(`permissions.${permission}`);
            return (
              <TableRow key={permission} hover>
                <TableCell component="th" scope="row" sx={{ px: { xs: 0.5, sm: 2 }, overflowWrap: 'anywhere' }}>
                  <FormControlLabel
                    label={name}
                    control={
                      <Checkbox
                        checked={coverage === 'all'}
                        indeterminate={coverage === 'some'}
                        onChange={() => onChange(toggleRow(grants, permission))}
                        slotProps={{
                          input: wholeInput(t('roles.wholeRow', { permission: name }), coverage === 'some'),
                        }}
                      />
                    }
                  />
                </TableCell>
                {SUB_PERMISSIONS.map((action) => (
                  <TableCell key={action} align="center" sx={narrowOnPhone}>
                    <Checkbox
                      checked={grants[permission]?.includes(action) ?? false}
                      onChange={() => onChange(toggleCell(grants, permission, action))}
                      slotProps={{
                        input: { 'aria-label': t('roles.cell', { permission: name, action: t(`actions.${action}`) }) },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
