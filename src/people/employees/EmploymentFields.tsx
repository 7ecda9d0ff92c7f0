import { Grid } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoiceInput } from './ChoiceInput';
import { fittingChoices, subDepartmentChoices, teamChoices } from './structureChoices';
import { useDropdowns } from './useDropdowns';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** EmployeeTypeId, Department, SubDepartment, Designation, Role, Team; the structure ones follow each other. */
export function EmploymentFields() {
  const { setValue } = useFormContext();
  const [departmentId, subDepartmentId, teamId] = useWatch({ name: ['departmentId', 'subDepartmentId', 'teamId'] }).map(
    text,
  );
  const lists = useDropdowns(departmentId !== '');
  const subDepartments = subDepartmentChoices(lists, departmentId);
  const teams = teamChoices(lists, departmentId, subDepartmentId);

  /** A new department or sub-department drops the choices below it that no longer fit. */
  const moveWithin = (field: 'departmentId' | 'subDepartmentId') => (value: string) => {
    const fitting = fittingChoices(lists, { departmentId, subDepartmentId, teamId, [field]: value });
    if (fitting.subDepartmentId !== subDepartmentId) setValue('subDepartmentId', fitting.subDepartmentId);
    if (fitting.teamId !== teamId) setValue('teamId', fitting.teamId);
  };

  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceInput source="employeeTypeId" required choices={lists.employeeTypes} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceInput source="departmentId" required choices={lists.departments} onChoose={moveWithin('departmentId')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceInput source="subDepartmentId" choices={subDepartments} onChoose={moveWithin('subDepartmentId')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceInput source="designationId" choices={lists.jobTitles} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceInput source="roleId" required choices={lists.roles} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceInput source="teamId" choices={teams} />
      </Grid>
    </Grid>
  );
}
