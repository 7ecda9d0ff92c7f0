import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages of the public contact form (and check-out orders), for the platform's Super Admin: they
 * belong to no organisation. The visitor's address is not kept, only what they wrote.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject'),
    message: text('message').notNull(),
    /** The language the visitor wrote from ('en' or 'ar'), so the answer can be in it. */
    language: text('language').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    readDate: timestamp('read_date', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdDate),
    // The messages a person sent, found by their address when their data is erased.
    index('contact_messages_email_idx').on(sql`lower(${t.email})`),
  ],
);
