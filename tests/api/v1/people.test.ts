import { employeeReferences, personData } from './provider';
import { roundTrips } from './roundTrip';

roundTrips('ra-data-simple-rest drives /api/v1 employees and roles', [
  {
    resource: 'employees',
    field: 'firstName',
    references: (v1, label) => employeeReferences(v1.ours, label),
    data: (label, references) => ({ ...personData(label), ...references }),
    invalid: { firstName: 'Nameless' },
    target: 'departmentId',
  },
  { resource: 'roles', field: 'name', data: (label) => ({ name: label, description: 'v1' }), invalid: { name: ' ' } },
]);
