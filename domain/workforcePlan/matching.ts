import { nameKey } from './names';
import type { DesignationMapping } from './types';

/** At most this many designations are mapped in one save (the organisation's workbooks rarely use more). */
export const MAPPINGS_PER_SAVE = 500;

export interface JobTitleRef {
  id: number;
  name: string;
  /** The name its reader sees when it differs (a demo job title's Arabic): matched too, and shown. */
  shown?: string;
}

/**
 * A mapping the user chose on the mapping screen, stored once per organisation; without a job
 * title (mapped back to matching by name) it only keeps the mapping's version.
 */
export interface UserMapping {
  designation: string;
  jobTitleId: number | null;
  version?: number;
}

export interface Match {
  jobTitleId: number | null;
  /** The job title's name, or the designation as written when unmapped. */
  title: string;
  matchedBy: DesignationMapping['matchedBy'];
}

/**
 * Matches workbook designations to the organisation's job titles: the user's mapping first, then the
 * job title of the same name (nameKey); when two job titles share a key the older one wins.
 */
export class DesignationMatcher {
  private readonly byName = new Map<string, JobTitleRef>();
  private readonly byUser = new Map<string, JobTitleRef>();
  private readonly versions = new Map<string, number>();
  readonly titles: ReadonlyMap<number, string>;

  constructor(jobTitles: readonly JobTitleRef[], mappings: readonly UserMapping[] = []) {
    const sorted = [...jobTitles].sort((a, b) => a.id - b.id);
    this.titles = new Map(sorted.map((t) => [t.id, t.shown ?? t.name]));
    const shown = (t: JobTitleRef): JobTitleRef => ({ id: t.id, name: t.shown ?? t.name });
    for (const title of sorted)
      if (!this.byName.has(nameKey(title.name))) this.byName.set(nameKey(title.name), shown(title));
    for (const title of sorted)
      if (title.shown && !this.byName.has(nameKey(title.shown))) this.byName.set(nameKey(title.shown), shown(title));
    for (const m of mappings) {
      const key = nameKey(m.designation);
      // Version 0: a row made for a save that then changed nothing (never mapped).
      if (m.version) this.versions.set(key, m.version);
      const name = m.jobTitleId === null ? undefined : this.titles.get(m.jobTitleId);
      if (m.jobTitleId !== null && name !== undefined) this.byUser.set(key, { id: m.jobTitleId, name });
    }
  }

  match(designation: string): Match {
    const key = nameKey(designation);
    const user = this.byUser.get(key);
    if (user) return { jobTitleId: user.id, title: user.name, matchedBy: 'user' };
    const named = this.byName.get(key);
    if (named) return { jobTitleId: named.id, title: named.name, matchedBy: 'name' };
    return { jobTitleId: null, title: designation, matchedBy: null };
  }

  /** Every distinct designation (by key, first spelling kept) with what it counts as, in the order given. */
  mappings(designations: Iterable<string>): DesignationMapping[] {
    const seen = new Map<string, DesignationMapping>();
    for (const designation of designations) {
      const key = nameKey(designation);
      if (seen.has(key)) continue;
      const { jobTitleId, matchedBy } = this.match(designation);
      seen.set(key, { designation, jobTitleId, matchedBy, version: this.versions.get(key) ?? null });
    }
    return [...seen.values()];
  }
}
