import { combineDataProviders, type DataProvider, type GetListParams } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { AUDIT_TRAIL } from '@domain/access';
import { AUDIT_TRAIL_PATH, type AuditEntry } from '@domain/audit';
import { guarded, listQuery } from './index';

type Http = typeof httpClient;

/** The audit trail, read only: a page of entries (newest first unless sorted), total in X-Total-Count. */
function auditTrailProvider(http: Http): DataProvider {
  const list = async (params: Partial<GetListParams>) => {
    const { json, headers } = await http(`/api/${AUDIT_TRAIL_PATH}?${listQuery(params)}`);
    const data = json as AuditEntry[];
    const total = headers.get('X-Total-Count');
    return { data, total: total === null ? data.length : Number(total) };
  };
  const readOnly = () => Promise.reject(new Error(`${AUDIT_TRAIL} is read only`));
  const provider = {
    getList: (_resource: string, params: GetListParams) => guarded(() => list(params)),
    getOne: readOnly,
    getMany: readOnly,
    getManyReference: readOnly,
    create: readOnly,
    update: readOnly,
    updateMany: readOnly,
    delete: readOnly,
    deleteMany: readOnly,
  };
  // react-admin's methods are generic in the record type; these answer AuditEntry records.
  return provider as unknown as DataProvider;
}

/** `base` serving the audit trail resource too. */
export function withAuditTrail<P extends DataProvider>(base: P, http: Http = httpClient): P {
  const trail = auditTrailProvider(http);
  const routed = combineDataProviders((resource) => (resource === AUDIT_TRAIL ? trail : base));
  // combineDataProviders' proxy spreads into react-admin's methods only; base's named methods are kept from base.
  return { ...base, ...routed };
}
