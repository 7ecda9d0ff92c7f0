import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { AddEmployee } from './employees/AddEmployee';
import { EditEmployee } from './employees/EditEmployee';
import { EmployeeList } from './employees/EmployeeList';
import { UserDetail } from './employees/UserDetail';
import { RoleCreate, RoleEdit } from './roles/RoleForm';
import { RoleList } from './roles/RoleList';
import { SuperAdminDashboard } from './superAdmin/SuperAdminDashboard';

/** The employee form pages: their own top bar with the back arrow and the language switcher. */
export const peopleBareRoutes = [
  <Route key="AddEmployee" path="/AddEmployee" element={<AddEmployee channel="employees" />} />,
  <Route key="addusers" path="/addusers" element={<AddEmployee channel="users" />} />,
  <Route key="editEmployee" path="/editEmployee" element={<EditEmployee />} />,
];

/** People screens in the main dashboard layout; the sidebar's spellings are aliases of the spec's. */
export const peopleRoutes = [
  <Route key="SuperAdminDashboard" path="/SuperAdminDashboard" element={<SuperAdminDashboard />} />,
  <Route key="employeesdetail" path="/employeesdetail" element={<Authenticated><EmployeeList channel="employees" /></Authenticated>} />,
  <Route key="allusers" path="/allusers" element={<Authenticated><EmployeeList channel="users" /></Authenticated>} />,
  <Route key="UserDetail" path="/UserDetail" element={<UserDetail />} />,
  <Route key="rolesdetails" path="/rolesdetails" element={<Authenticated><RoleList /></Authenticated>} />,
  <Route key="rolelist" path="/rolelist" element={<Authenticated><RoleList /></Authenticated>} />,
  <Route key="addrole" path="/addrole" element={<RoleCreate />} />,
  <Route key="editrole" path="/editrole" element={<RoleEdit />} />,
];
