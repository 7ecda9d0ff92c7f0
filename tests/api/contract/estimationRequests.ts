import { api, apiPath, restApi, restFteEndpoints } from '@domain/api';
import { DEMO_WORKBOOK, demoWorkbookRows } from '@domain/demo';
import { FTE_FAMILIES } from '@domain/fteFamilies';
import { storedWorkbook } from '../../../server/seed/demoWorkbook';
import { WORKING_WEEK } from '../../support/estimation';
import { listAt, type ContractRequest } from './requests';

/** The demo workbook as a file to upload: the mock keeps the demo sheet whatever it is sent, the server reads this one. */
const stored = await storedWorkbook(demoWorkbookRows(), DEMO_WORKBOOK.sheetName, DEMO_WORKBOOK.fileName);
const workbook = new File([Buffer.from(stored.original, 'base64')], 'contract model.xlsx');

const organizationFte = restFteEndpoints(FTE_FAMILIES.find((family) => family.scope === 'organization')!);
const costs = apiPath(restApi.costs.list);
const files = apiPath(restApi.estimationFiles.list);
/** `{name}` kept from an earlier answer, where a list's JSON query names it (as a number, unquoted). */
const kept = (path: string) => path.replace(/%22%7B(\w+)%7D%22/g, '{$1}');
const oneOf = (path: string) => path.replace(/%7B(\w+)%7D/g, '{$1}');
const cost = oneOf(apiPath(restApi.costs.one, { id: '{cost}' }));
const file = oneOf(apiPath(restApi.estimationFiles.one, { id: '{file}' }));
const chro = { fileName: 'contract model.xlsx', designationName: 'CHRO' };

/**
 * Costs and estimation files at /api/v1, over the demo workbook uploaded for an organisation
 * profile: creates, a duplicate, a validation failure in Arabic, a list by file with sort and
 * range, an update, a stale version (and a stale If-Match in Arabic), deletes; the files listed by their filters, read and deleted.
 */
export const ESTIMATION_CONTRACT: ContractRequest[] = [
  {
    label: 'FTE profile for a workbook',
    method: 'POST',
    path: apiPath(organizationFte.create),
    body: { ...WORKING_WEEK, fteName: 'Contract week' },
    keep: 'profile',
  },
  {
    label: 'workbook upload',
    method: 'POST',
    path: apiPath(api.estimation.addFile),
    form: { UploadedFile: workbook, FileType: 'O', OrganizationFteId: '{profile}' },
    keep: 'file',
    keepFrom: 'data',
  },
  {
    label: 'files: list with filters',
    method: 'GET',
    path: kept(
      listAt(files, {
        sort: ['fileName', 'ASC'],
        range: [0, 9],
        filter: { category: 'organization', fteProfileId: '{profile}', fileType: 'O' },
      }),
    ),
  },
  {
    label: 'files: none of another type',
    method: 'GET',
    path: kept(listAt(files, { filter: { fteProfileId: '{profile}', fileType: 'C' } })),
  },
  { label: 'files: getOne', method: 'GET', path: file },
  { label: 'cost: create', method: 'POST', path: costs, body: { ...chro, cost: 600000 }, keep: 'cost' },
  {
    label: 'cost: create from a breakdown',
    method: 'POST',
    path: costs,
    body: {
      ...chro,
      designationName: 'hr executive ',
      breakdown: { monthlyBasic: 10000, housing: 2500, otherAllowances: 500, employerContributionRate: 0.12 },
    },
  },
  { label: 'cost: duplicate', method: 'POST', path: costs, body: { ...chro, designationName: ' chro ', cost: 1 } },
  {
    label: 'cost: validation failure in Arabic',
    method: 'POST',
    path: costs,
    body: { ...chro, designationName: 'Asst. Manager', cost: -1 },
    headers: { 'accept-language': 'ar' },
  },
  {
    label: 'cost: not a job title of the file',
    method: 'POST',
    path: costs,
    body: { ...chro, designationName: 'Astronaut', cost: 1 },
  },
  {
    label: 'costs: list by file, sorted, a page',
    method: 'GET',
    path: kept(listAt(costs, { sort: ['designationName', 'DESC'], range: [0, 0], filter: { fileId: '{file}' } })),
  },
  {
    label: 'costs: second page by cost',
    method: 'GET',
    path: kept(listAt(costs, { sort: ['cost', 'ASC'], range: [1, 1], filter: { fileId: '{file}' } })),
  },
  { label: 'cost: getOne', method: 'GET', path: cost },
  { label: 'cost: update', method: 'PUT', path: cost, body: { ...chro, cost: 650000, version: 1 } },
  { label: 'cost: stale version', method: 'PUT', path: cost, body: { ...chro, cost: 1, version: 1 } },
  {
    label: 'cost: stale If-Match in Arabic',
    method: 'DELETE',
    path: cost,
    headers: { 'if-match': '"1"', 'accept-language': 'ar' },
  },
  { label: 'cost: delete', method: 'DELETE', path: cost, headers: { 'if-match': '"2"' } },
  { label: 'cost: deleted', method: 'GET', path: cost },
  { label: 'files: delete with its costs', method: 'DELETE', path: file },
  { label: 'files: deleted', method: 'GET', path: file },
  { label: 'costs: none left', method: 'GET', path: kept(listAt(costs, { filter: { fileId: '{file}' } })) },
];
