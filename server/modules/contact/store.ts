import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ContactMessage } from '@domain/contact';
import type { Db } from '../../db/db';
import { contactMessages as m } from '../../db/schema';
import { notFound } from '../../http/errors';
import { idsCondition, orderBy, pageOf, searchCondition, type ListParams } from '../../db/lists';

export const messageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  language: z.string(),
  createdDate: z.string(),
  readDate: z.string().nullable(),
});

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);
const present = (row: typeof m.$inferSelect): ContactMessage => ({
  ...row,
  createdDate: iso(row.createdDate) as string,
  readDate: iso(row.readDate),
});

/** The messages visitors sent through the public site: the platform's, read by the Super Admin. */
export class ContactMessages {
  constructor(private readonly db: Db) {}

  /** Newest first unless sorted; `q` searches every text, `unread` keeps the unread. */
  async list(query: ListParams & { unread?: boolean }): Promise<{ records: ContactMessage[]; total: number }> {
    const where = and(
      searchCondition(query.q, [m.name, m.email, m.company, m.subject, m.message]),
      idsCondition(query.id, m.id),
      query.unread ? isNull(m.readDate) : undefined,
    );
    const sortable = { id: m.id, name: m.name, email: m.email, subject: m.subject, createdDate: m.createdDate };
    const base = this.db
      .select()
      .from(m)
      .where(where)
      .orderBy(...(query._sort ? orderBy(query, sortable, m.id) : [desc(m.id)]));
    const { records, total } = await pageOf(
      query,
      (w) => (w ? base.limit(w.limit).offset(w.offset) : base),
      () => this.db.select({ n: count() }).from(m).where(where),
    );
    return { records: records.map(present), total };
  }

  async get(id: number): Promise<ContactMessage> {
    const [row] = await this.db.select().from(m).where(eq(m.id, id));
    if (!row) throw notFound();
    return present(row);
  }

  async markRead(id: number): Promise<ContactMessage> {
    const [row] = await this.db
      .update(m)
      .set({ readDate: sql`coalesce(${m.readDate}, now())` })
      .where(eq(m.id, id))
      .returning();
    if (!row) throw notFound();
    return present(row);
  }

  async remove(id: number): Promise<ContactMessage> {
    const [row] = await this.db.delete(m).where(eq(m.id, id)).returning();
    if (!row) throw notFound();
    return present(row);
  }
}
