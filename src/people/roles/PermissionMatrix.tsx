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
            <TableCell>{t('roles.permission')}</TableCell>
            {SUB_PERMISSIONS.map((action) => {
              const coverage = columnCoverage(grants, action);
              return (
                <TableCell key={action} align="center">
                  <FormControlLabel
                    label={t(`actions.${action}`)}
                    labelPlacement="top"
                    control={
                      <Checkbox
                        checked={coverage === 'all'}
                        indeterminate={coverage === 'some'}
                        onChange={() => onChange(toggleColumn(grants, action))}
                        slotProps={{
                          input: { 'aria-label': t('roles.wholeColumn', { action: t(`actions.${action}`) }) },
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
                <TableCell component="th" scope="row">
                  <FormControlLabel
                    label={name}
                    control={
                      <Checkbox
                        checked={coverage === 'all'}
                        indeterminate={coverage === 'some'}
                        onChange={() => onChange(toggleRow(grants, permission))}
                        slotProps={{ input: { 'aria-label': t('roles.wholeRow', { permission: name }) } }}
                      />
                    }
                  />
                </TableCell>
                {SUB_PERMISSIONS.map((action) => (
                  <TableCell key={action} align="center">
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
