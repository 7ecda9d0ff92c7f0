import { activitiesBytes, type Activities } from '../../src/domain/estimation';

/** At most this much memory of activities is kept (a 50,000-row, 8-job-title workbook is ~4 MB). */
const BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * The activities of recently used estimation files, so that a report (four per screen: File Data
 * and the three categories) does not unpack and parse the stored sheet each time. Files never
 * change once stored, so an entry is never stale; callers read the file's row from the database
 * first (organisation scope, existence), and only then its activities from here.
 */
class ActivityCache {
  private readonly entries = new Map<string, Activities>();
  private bytes = 0;

  private key = (organizationId: number, fileId: number) => `${organizationId}:${fileId}`;

  get(organizationId: number, fileId: number): Activities | undefined {
    const key = this.key(organizationId, fileId);
    const found = this.entries.get(key);
    if (found) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(organizationId: number, fileId: number, activities: Activities): void {
    const size = activitiesBytes(activities);
    if (size > BUDGET_BYTES) return;
    const key = this.key(organizationId, fileId);
    const old = this.entries.get(key);
    if (old) this.bytes -= activitiesBytes(old);
    this.entries.delete(key);
    this.entries.set(key, activities);
    this.bytes += size;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= BUDGET_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= activitiesBytes(value);
    }
  }

  delete(organizationId: number, fileId: number): void {
    const key = this.key(organizationId, fileId);
    const old = this.entries.get(key);
    if (old) this.bytes -= activitiesBytes(old);
    this.entries.delete(key);
  }
}

export const activityCache = new ActivityCache();
