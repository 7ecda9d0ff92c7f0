import type { RaRecord, SortPayload } from 'react-admin';
import { MAX_PAGE } from '@domain/api/rest';
import type { AppDataProvider } from '../../dataProvider/hooks';

/**
 * Every record of a short list of /api/v1 (a file's costs, a profile's files) in `sort` order: one
 * page of the longest the server answers, as the screens show the whole list.
 */
export async function everyRecord<T extends RaRecord>(
  provider: AppDataProvider,
  resource: string,
  filter: Record<string, unknown>,
  sort: SortPayload,
): Promise<T[]> {
  const { data } = await provider.getList<T>(resource, { filter, sort, pagination: { page: 1, perPage: MAX_PAGE } });
  return data;
}
