/** The benchmark's data set, shared by the seeding script and the scenarios. */
export const DEPARTMENT_COUNT = 10_000;
export const EMPLOYEE_COUNT = 100_000;
/** Employees are spread over this many departments, so a department filter selects 5,000 of them. */
export const STAFFED_DEPARTMENTS = 20;
export const SEARCH_WORDS = [
  'Finance',
  'Sales',
  'Audit',
  'Logistics',
  'Legal',
  'Support',
  'Research',
  'Quality',
  'Security',
  'Training',
];

export const FIRST_NAMES = [
  'Aisha',
  'Omar',
  'Fatima',
  'Khalid',
  'Noura',
  'Yusuf',
  'Layla',
  'Hassan',
  'Mariam',
  'Tariq',
  'Sara',
  'Ali',
];
export const LAST_NAMES = [
  'Al-Harbi',
  'Qureshi',
  'Al-Otaibi',
  'Khan',
  'Al-Zahrani',
  'Siddiqui',
  'Al-Ghamdi',
  'Malik',
  'Haddad',
  'Rahman',
  'Al-Shehri',
  'Iqbal',
  'Nasser',
];
