/** The documented paths of the people screens (spec §7), in one place: the provider's and the mocks'. */
export const PEOPLE_PATHS = {
  employees: {
    list: '/api/AuthenticationAPI/GetAllEmployees',
    detail: '/api/AuthenticationAPI/ViewEmployeeDetail',
    userDetail: '/api/AuthenticationAPI/ViewUserDetail',
    add: '/api/AuthenticationAPI/AddEmployee',
    update: '/api/AuthenticationAPI/UpdateEmployee',
    remove: '/api/AuthenticationAPI/DeleteEmployee',
  },
  users: {
    list: '/api/UserManagementAPI/GetAll',
    save: '/api/UserManagementAPI/AddEdit',
    remove: '/api/UserManagementAPI/Delete',
  },
  accounts: {
    active: '/api/AuthenticationAPI/GetAllActiveUsers',
    inactive: '/api/AuthenticationAPI/GetAllInactiveUsers',
    approve: '/api/AuthenticationAPI/ApproveUser',
    deactivate: '/api/AuthenticationAPI/DeactivateUser',
  },
  organizations: {
    list: '/api/Organizations',
  },
  signInLocks: {
    list: '/api/SignInLocks',
  },
  roles: {
    catalogue: '/api/ManageApplicationUserRoles/GetPermissionsAndSubPermissions',
    list: '/api/ManageApplicationUserRoles/GetAllEmployeeRoles',
    one: '/api/ManageApplicationUserRoles/GetEmployeeRoleWithPermissions',
    add: '/api/ManageApplicationUserRoles/AddEmployeeRole',
    update: '/api/ManageApplicationUserRoles/UpdateEmployeeRole',
    remove: '/api/ManageApplicationUserRoles/DeleteEmployeeRole',
  },
} as const;
