import { z } from 'zod';
import type { ListParams } from '../db/lists';

export type { ListParams };

/** The pagination extension of DESIGN §3, shared by every list route. */
export const listParamsShape = {
  _page: z.number().int().min(1).optional(),
  _perPage: z.number().int().min(1).max(1000).optional(),
  _sort: z.string().max(64).optional(),
  _order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
  q: z.string().max(200).optional(),
  /** `id=1,2,3` or repeated `id`: what react-admin's getMany asks for. */
  id: z.union([z.string().max(2000), z.array(z.string().max(20)).max(1000)]).optional(),
};
