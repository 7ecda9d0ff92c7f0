/** One performance target: a measured figure against its limit. */
export interface Target {
  name: string;
  value: number | undefined;
  limit: number;
  /** 'min': the value must reach the limit; 'max': it must not exceed it. */
  kind: 'min' | 'max';
  unit: string;
}

export const verdict = (t: Target): 'PASS' | 'MISS' | 'n/a' =>
  t.value === undefined || Number.isNaN(t.value)
    ? 'n/a'
    : (t.kind === 'min' ? t.value >= t.limit : t.value <= t.limit)
      ? 'PASS'
      : 'MISS';

export const describeLimit = (t: Target): string => `${t.kind === 'min' ? '>=' : '<='} ${t.limit}${t.unit}`;

/**
 * How far above its floor (the same statements from a bare Node server with the same driver,
 * sampled in turn with ours) the first read after a write may be, at p50, on either database.
 */
export const AFTER_WRITE_FLOOR_RATIO = 1.25;
