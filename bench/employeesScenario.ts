import { latency, type Latency } from './measure';
import { PATHS } from './paths';

/**
 * A filtered, sorted page of the 100,000 employees with its total: one staffed department
 * (5,000 people), active only, by last name; pages and departments vary from request to request.
 */
export function employeePagePaths(departmentIds: number[]): string[] {
  const paths: string[] = [];
  for (let page = 1; page <= 8; page++) {
    for (const id of departmentIds) {
      paths.push(
        `${PATHS.employees}?_page=${page}&_perPage=25&_sort=lastName&_order=ASC&departmentId=${id}&status=active`,
      );
    }
  }
  return paths;
}

export const measureEmployeePage = (
  url: string,
  headers: Record<string, string>,
  departmentIds: number[],
  samples: number,
): Promise<Latency> =>
  latency(
    employeePagePaths(departmentIds).map((p) => url + p),
    headers,
    samples,
  );
