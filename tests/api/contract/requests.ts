import { apiPath, restApi, restResourceEndpoints } from '@domain/api';
import { getResource, type ResourceName } from '@domain/registry';

/** Who sends a request: the organisation's owner, an employee who may only view departments, nobody. */
export type Sender = 'owner' | 'viewer' | 'anonymous';

/** One request of the contract; `{name}` in its path or body is the id an earlier answer named `name`. */
export interface ContractRequest {
  label: string;
  as?: Sender;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  /** A body sent as it is written, not as JSON of `body`. */
  raw?: string;
  /** A multipart body (an upload); `{name}` in a field is filled as in `body`. */
  form?: Record<string, string | File>;
  headers?: Record<string, string>;
  /** The id of the answer, kept under this name for later requests. */
  keep?: string;
  /** Where the kept id is in the answer, when it is wrapped (`data` of a documented envelope). */
  keepFrom?: 'data';
}

const at = (resource: ResourceName) => restResourceEndpoints(getResource(resource));
/** A list path of ra-data-simple-rest's query (`sort`, `range`, `filter` as JSON). */
export const listAt = (path: string, query: Record<string, unknown>) =>
  `${path}?${Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&')}`;
const list = (resource: ResourceName, query: Record<string, unknown>) => listAt(apiPath(at(resource).list), query);
const one = (resource: ResourceName, id: string) => apiPath(at(resource).one, { id }).replace(/%7B(\w+)%7D/g, '{$1}');
const departments = apiPath(at('departments').create);
const choices = (resource: ResourceName, query: Record<string, unknown>) =>
  listAt(apiPath(at(resource).choices), query);

/**
 * The same requests for the mock backend and the server, in order, from an empty organisation:
 * creates, a duplicate name, validation failures, lists with search, sort and paging, a stale
 * version, a blocked delete, a permission refusal, an anonymous call and queries that cannot be read.
 */
export const CONTRACT: ContractRequest[] = [
  { label: 'create', method: 'POST', path: departments, body: { name: 'Finance', description: 'Money' }, keep: 'dept' },
  { label: 'create another', method: 'POST', path: departments, body: { name: 'Facilities' } },
  { label: 'create a third', method: 'POST', path: departments, body: { name: 'Legal', description: 'Contracts' } },
  { label: 'duplicate name', method: 'POST', path: departments, body: { name: '  FINANCE\u200b ' } },
  {
    label: 'duplicate name in Arabic',
    method: 'POST',
    path: departments,
    body: { name: 'finance' },
    headers: { 'accept-language': 'ar' },
  },
  { label: 'malformed JSON', method: 'POST', path: departments, raw: '{"name": ' },
  { label: 'name missing', method: 'POST', path: departments, body: { description: 'No name' } },
  { label: 'name too long', method: 'POST', path: departments, body: { name: 'x'.repeat(101) } },
  {
    label: 'child',
    method: 'POST',
    path: apiPath(at('subDepartments').create),
    body: { name: 'Payroll', departmentId: '{dept}' },
    keep: 'sub',
  },
  {
    label: 'child of no parent',
    method: 'POST',
    path: apiPath(at('subDepartments').create),
    body: { name: 'Orphan', departmentId: 999999 },
  },
  {
    label: 'search, sort, first page',
    method: 'GET',
    path: list('departments', { sort: ['name', 'ASC'], range: [0, 0], filter: { q: 'f' } }),
  },
  {
    label: 'second page down',
    method: 'GET',
    path: list('departments', { sort: ['name', 'DESC'], range: [1, 1], filter: { q: 'f' } }),
  },
  {
    label: 'sort by description',
    method: 'GET',
    path: list('departments', { sort: ['description', 'ASC'], range: [0, 9] }),
  },
  { label: 'page past the end', method: 'GET', path: list('departments', { range: [10, 14] }) },
  {
    label: 'getMany',
    method: 'GET',
    path: list('departments', { filter: { id: ['{dept}'] } }).replace(/%22%7Bdept%7D%22/, '{dept}'),
  },
  {
    label: 'getManyReference',
    method: 'GET',
    path: list('subDepartments', { filter: { departmentId: '{dept}' }, range: [0, 24] }).replace(
      /%22%7Bdept%7D%22/,
      '{dept}',
    ),
  },
  {
    label: 'choices searched, by name, first page',
    method: 'GET',
    path: choices('departments', { sort: ['name', 'ASC'], range: [0, 0], filter: { q: 'f' } }),
  },
  { label: 'choices by id, newest first', method: 'GET', path: choices('departments', { sort: ['id', 'DESC'] }) },
  {
    label: 'choices getMany',
    method: 'GET',
    path: choices('departments', { filter: { id: ['{dept}'] } }).replace(/%22%7Bdept%7D%22/, '{dept}'),
  },
  {
    label: 'choices of a parent',
    method: 'GET',
    path: choices('subDepartments', { filter: { departmentId: '{dept}' } }).replace(/%22%7Bdept%7D%22/, '{dept}'),
  },
  {
    label: 'choices sorted by a field they lack',
    method: 'GET',
    path: choices('departments', { sort: ['description', 'ASC'] }),
  },
  { label: 'viewer reads choices', as: 'viewer', method: 'GET', path: choices('departments', { range: [0, 9] }) },
  { label: 'viewer may not read choices it has no use for', as: 'viewer', method: 'GET', path: choices('teams', {}) },
  { label: 'anonymous choices', as: 'anonymous', method: 'GET', path: choices('departments', {}) },
  { label: 'getOne', method: 'GET', path: one('departments', '{dept}') },
  {
    label: 'update',
    method: 'PUT',
    path: one('departments', '{dept}'),
    body: { name: 'Finance and budget', version: 1 },
  },
  { label: 'stale version', method: 'PUT', path: one('departments', '{dept}'), body: { name: 'Stale', version: 1 } },
  {
    label: 'stale If-Match',
    method: 'PUT',
    path: one('departments', '{dept}'),
    body: { name: 'Stale' },
    headers: { 'if-match': '"1"' },
  },
  { label: 'blocked delete', method: 'DELETE', path: one('departments', '{dept}') },
  {
    label: 'blocked delete in Arabic',
    method: 'DELETE',
    path: one('departments', '{dept}'),
    headers: { 'accept-language': 'ar' },
  },
  {
    label: 'validation failure in Arabic',
    method: 'PUT',
    path: one('departments', '{dept}'),
    body: { name: ' ' },
    headers: { 'accept-language': 'ar' },
  },
  { label: 'viewer lists', as: 'viewer', method: 'GET', path: list('departments', { range: [0, 9] }) },
  { label: 'viewer may not create', as: 'viewer', method: 'POST', path: departments, body: { name: 'Nope' } },
  { label: 'viewer may not delete', as: 'viewer', method: 'DELETE', path: one('departments', '{dept}') },
  { label: 'anonymous', as: 'anonymous', method: 'GET', path: list('departments', {}) },
  { label: "owners' accounts are the Super Admin's", method: 'GET', path: listAt(apiPath(restApi.accounts.list), {}) },
  { label: "organisations are the Super Admin's", method: 'GET', path: apiPath(restApi.organizations.one, { id: 1 }) },
  { label: 'unknown id', method: 'GET', path: one('departments', '999999') },
  { label: 'range not a page', method: 'GET', path: list('departments', { range: [1, 24] }) },
  { label: 'unknown sort', method: 'GET', path: list('departments', { sort: ['nope', 'ASC'] }) },
  { label: 'unknown filter', method: 'GET', path: list('departments', { filter: { colour: 'red' } }) },
  { label: 'delete the child', method: 'DELETE', path: one('subDepartments', '{sub}') },
  { label: 'delete, If-Match', method: 'DELETE', path: one('departments', '{dept}'), headers: { 'if-match': '"2"' } },
  { label: 'deleted', method: 'GET', path: one('departments', '{dept}') },
];
