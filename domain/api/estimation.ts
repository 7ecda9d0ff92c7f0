import type { Requirement } from '../permissions';
import { DELETE, GET, POST, PUT, type AnyOf } from './endpoint';

const details = (action: Requirement['action']): Requirement => ({ permission: 'Estimation Details', action });
const REPORTING: Requirement = { permission: 'Estimation Report', action: 'View' };
const costing = (action: Requirement['action']): Requirement => ({ permission: 'Costing', action });
/** Dropdowns serve the estimation, report and costing screens alike. */
const LOOKUP: AnyOf = { anyOf: [details('View'), REPORTING, costing('View')] };

/** EstimationApi (DESIGN §8): dropdowns, upload, files, sheet data, customised copies, reports. */
export const estimationApi = {
  subCategoryDropdown: GET('EstimationApi/GetSubCategoryDropdown/:category', LOOKUP),
  subCategoryFteDropdown: GET('EstimationApi/GetSubCategoryFTEDropdown/:category/:id', LOOKUP),
  fteValueById: GET('EstimationApi/GetFteValueById/:fteId/:category', LOOKUP),
  addFile: POST('EstimationApi/AddFile', details('Add')),
  saveCustomFile: POST('EstimationApi/SaveCustomFile', details('Add')),
  filesByFte: GET('EstimationApi/GetAllEstimationsFileByFTEId/:category/:fteId/:fileType', details('View')),
  reportFiles: GET('EstimationApi/GetEstimationReportFiles', REPORTING),
  costingFilesDropdown: GET('EstimationApi/GetCostingFilesDropDown', { anyOf: [costing('View'), REPORTING] }),
  excelFileData: GET('EstimationApi/GetExcelFileData', details('View')),
  downloadFile: GET('EstimationApi/DownloadFile', details('View')),
  reportCalculation: GET('EstimationApi/ReportCalculation', REPORTING),
  reportWorkbook: GET('EstimationApi/ReportWorkbook', REPORTING),
  template: GET('EstimationApi/Template', details('View')),
  deleteFile: DELETE('EstimationApi/DeleteFile/:id', details('Delete')),
} as const;

/** Costing: the costs entered against an estimation file. */
export const costingApi = {
  all: GET('Costing/GetAll', costing('View')),
  byId: GET('Costing/GetById', costing('View')),
  byFile: GET('Costing/GetAllCostingByFile/:file?', costing('View')),
  add: POST('Costing/AddCosting', costing('Add')),
  edit: PUT('Costing/EditCosting', costing('Edit')),
  remove: DELETE('Costing/DeleteCosting', costing('Delete')),
} as const;
