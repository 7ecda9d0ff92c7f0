import type { Requirement } from '../permissions';
import { DELETE, GET, PATCH, POST, PUT, type AnyOf } from './endpoint';

/** The Super Admin approves and deactivates anyone; an organisation's employee managers their own people. */
const MANAGE_ACCOUNTS: AnyOf = { anyOf: [{ permission: 'Employee', action: 'Edit' }], superAdmin: true };
const DETAIL_VIEW: Requirement = { permission: 'Employees Detail', action: 'View' };

/** Sign-in, sessions, registration, password reset and the signed-in account's own profile. */
export const accountsApi = {
  signIn: POST('AuthenticationAPI/login', 'public'),
  refreshToken: POST('RefreshTokensAPI/RefreshToken', 'public'),
  signOut: POST('AuthenticationAPI/UserSignOut', 'signedIn'),
  register: POST('AuthenticationAPI/Register', 'public'),
  forgotPassword: POST('AuthenticationAPI/ForgotPassword', 'public'),
  resetForgotPassword: POST('AuthenticationAPI/ResetForgotPassword', 'public'),
  activeUsers: GET('AuthenticationAPI/GetAllActiveUsers', 'superAdmin'),
  inactiveUsers: GET('AuthenticationAPI/GetAllInactiveUsers', 'superAdmin'),
  approveUser: POST('AuthenticationAPI/ApproveUser', MANAGE_ACCOUNTS),
  deactivateUser: POST('AuthenticationAPI/DeactivateUser', MANAGE_ACCOUNTS),
  myProfile: GET('AuthenticationAPI/MyProfile', 'signedIn'),
  updateMyProfile: POST('AuthenticationAPI/UpdateMyProfile', 'signedIn'),
  changePassword: POST('AuthenticationAPI/ChangePassword', 'signedIn'),
} as const;

/** Employees (accounts of an organisation), the combined user management calls and profile images. */
export const employeesApi = {
  addEmployee: POST('AuthenticationAPI/AddEmployee', { permission: 'Employee', action: 'Add' }),
  updateEmployee: PATCH('AuthenticationAPI/UpdateEmployee', { permission: 'Employee', action: 'Edit' }),
  allEmployees: GET('AuthenticationAPI/GetAllEmployees', DETAIL_VIEW),
  employeeDetail: GET('AuthenticationAPI/ViewEmployeeDetail', {
    anyOf: [DETAIL_VIEW, { permission: 'Employee', action: 'Edit' }],
  }),
  userDetail: GET('AuthenticationAPI/ViewUserDetail', DETAIL_VIEW),
  deleteEmployee: DELETE('AuthenticationAPI/DeleteEmployee/:id', { permission: 'Employee', action: 'Delete' }),
  /** Public, and immutable per version: the address itself is the capability. */
  profileImage: GET('AuthenticationAPI/ProfileImage/:id/:version', 'public'),
  saveUser: POST('UserManagementAPI/AddEdit', {
    anyOf: [
      { permission: 'Employee', action: 'Add' },
      { permission: 'Employee', action: 'Edit' },
    ],
  }),
  allUsers: GET('UserManagementAPI/GetAll', DETAIL_VIEW),
  deleteUser: DELETE('UserManagementAPI/Delete/:id', { permission: 'Employee', action: 'Delete' }),
} as const;

const rolesDetail = (action: Requirement['action']): Requirement => ({ permission: 'Roles Detail', action });
/** Role names fill the employee form and the employee list's filter, for whoever sees either. */
const READ_ROLES: AnyOf = {
  anyOf: [
    rolesDetail('View'),
    { permission: 'Employee', action: 'Add' },
    { permission: 'Employee', action: 'Edit' },
    DETAIL_VIEW,
  ],
};

/** Roles and the permission catalogue. */
export const rolesApi = {
  permissionsAndSubPermissions: GET('ManageApplicationUserRoles/GetPermissionsAndSubPermissions', 'signedIn'),
  allEmployeeRoles: GET('ManageApplicationUserRoles/GetAllEmployeeRoles', READ_ROLES),
  rolesDetail: GET('ManageUserRolesAPI/GetRolesDetail', READ_ROLES),
  roleWithPermissions: GET('ManageApplicationUserRoles/GetEmployeeRoleWithPermissions/:id', 'signedIn'),
  addRole: POST('ManageApplicationUserRoles/AddEmployeeRole', rolesDetail('Add')),
  updateRole: PUT('ManageApplicationUserRoles/UpdateEmployeeRole', rolesDetail('Edit')),
  deleteRole: DELETE('ManageApplicationUserRoles/DeleteEmployeeRole/:id', rolesDetail('Delete')),
} as const;
