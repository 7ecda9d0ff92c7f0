import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { useSchemaForm } from '../../app/useSchemaForm';
import type { EmployeeValues } from './employeeForm';
import { ChoiceField } from './ChoiceField';
import { fittingChoices, subDepartmentChoices, teamChoices } from './structureChoices';
import { useDropdowns } from './useDropdowns';

type Form = ReturnType<typeof useSchemaForm<EmployeeValues>>;

/** EmployeeTypeId, Department, SubDepartment, Designation, Role, Team; the structure ones follow each other. */
export function EmploymentFields({ form }: { form: Form }) {
  const { t } = useTranslation('people');
  const { values } = form;
  const lists = useDropdowns(values.departmentId !== '');
  const subDepartments = subDepartmentChoices(lists, values.departmentId);
  const teams = teamChoices(lists, values.departmentId, values.subDepartmentId);

  /** A new department or sub-department drops the choices below it that no longer fit. */
  const moveWithin = (field: 'departmentId' | 'subDepartmentId', value: string) => {
    form.setValue(field, value);
    const next = {
      departmentId: values.departmentId,
      subDepartmentId: values.subDepartmentId,
      teamId: values.teamId,
      [field]: value,
    };
    const fitting = fittingChoices(lists, next);
    if (fitting.subDepartmentId !== values.subDepartmentId) form.setValue('subDepartmentId', fitting.subDepartmentId);
    if (fitting.teamId !== values.teamId) form.setValue('teamId', fitting.teamId);
  };

  const field = (name: keyof EmployeeValues & string, required = false) => ({
    ...form.register(name),
    label: t(`server:fields.${name}`),
    required,
  });

  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceField {...field('employeeTypeId', true)} choices={lists.employeeTypes} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceField
          {...field('departmentId', true)}
          choices={lists.departments}
          onChange={(e) => moveWithin('departmentId', e.target.value)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceField
          {...field('subDepartmentId')}
          choices={subDepartments}
          onChange={(e) => moveWithin('subDepartmentId', e.target.value)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceField {...field('designationId')} choices={lists.jobTitles} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceField {...field('roleId', true)} choices={lists.roles} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChoiceField {...field('teamId')} choices={teams} />
      </Grid>
    </Grid>
  );
}
