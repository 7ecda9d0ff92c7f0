import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { namedScreen } from '../app/suspendedScreen';

// Each screen's code loads when it first opens (the app's spinner meanwhile), outside the admin shell.
const AddEmployee = namedScreen(() => import('./employees/AddEmployee'), 'AddEmployee');
const EditEmployee = namedScreen(() => import('./employees/EditEmployee'), 'EditEmployee');
const EmployeeList = namedScreen(() => import('./employees/EmployeeList'), 'EmployeeList');
const UserDetail = namedScreen(() => import('./employees/UserDetail'), 'UserDetail');
const RoleCreate = namedScreen(() => import('./roles/RolePages'), 'RoleCreate');
const RoleEdit = namedScreen(() => import('./roles/RolePages'), 'RoleEdit');
const RoleList = namedScreen(() => import('./roles/RoleList'), 'RoleList');
const SuperAdminDashboard = namedScreen(() => import('./superAdmin/SuperAdminDashboard'), 'SuperAdminDashboard');

/** The employee form pages: their own top bar with the back arrow and the language switcher. */
export const peopleBareRoutes = [
  <Route key="AddEmployee" path="/AddEmployee" element={<AddEmployee channel="employees" />} />,
  <Route key="addusers" path="/addusers" element={<AddEmployee channel="users" />} />,
  <Route key="editEmployee" path="/editEmployee" element={<EditEmployee />} />,
];

/** People screens in the main dashboard layout; the sidebar's spellings are aliases of the spec's. */
export const peopleRoutes = [
  <Route key="SuperAdminDashboard" path="/SuperAdminDashboard" element={<SuperAdminDashboard />} />,
  <Route
    key="employeesdetail"
    path="/employeesdetail"
    element={
      <Authenticated>
        <EmployeeList channel="employees" />
      </Authenticated>
    }
  />,
  <Route
    key="allusers"
    path="/allusers"
    element={
      <Authenticated>
        <EmployeeList channel="users" />
      </Authenticated>
    }
  />,
  <Route key="UserDetail" path="/UserDetail" element={<UserDetail />} />,
  <Route
    key="rolesdetails"
    path="/rolesdetails"
    element={
      <Authenticated>
        <RoleList />
      </Authenticated>
    }
  />,
  <Route
    key="rolelist"
    path="/rolelist"
    element={
      <Authenticated>
        <RoleList />
      </Authenticated>
    }
  />,
  <Route key="addrole" path="/addrole" element={<RoleCreate />} />,
  <Route key="editrole" path="/editrole" element={<RoleEdit />} />,
];
