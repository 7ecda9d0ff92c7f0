/**
 * The fields the lists of /api/v1/costs and /api/v1/estimationFiles sort by: the server orders by
 * their columns, the mock backend by the same names, and any other is refused on both.
 */
export const COST_SORTS = ['id', 'fileName', 'designationName', 'cost', 'createdDate'] as const;
export const ESTIMATION_FILE_SORTS = ['id', 'fileName', 'fileType', 'rowCount', 'fte', 'createdDate'] as const;

export type CostSort = (typeof COST_SORTS)[number];
export type EstimationFileSort = (typeof ESTIMATION_FILE_SORTS)[number];
