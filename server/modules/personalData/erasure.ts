import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ident, readSchema, rowsOf, type SchemaMap } from '../../db/introspection';
import { users } from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { UNDECLARED_LINKS } from '../organizations/holdings';
import { sqlText } from './export';
import { ERASED_FIRST_NAME } from '@domain/pseudonym';

type UserRow = typeof users.$inferSelect;

/** What stands for an erased person from now on. */
export interface Pseudonym {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
}

/** A personal value and what replaces it wherever it is written. */
interface Substitution {
  value: string;
  by: string;
}

/** Values shorter than this are too common to be searched for across the database (a first name alone). */
const DISTINCTIVE_LENGTH = 5;

export function pseudonymFor(userId: number): Pseudonym {
  const tag = randomBytes(2).toString('hex');
  return {
    firstName: ERASED_FIRST_NAME,
    lastName: tag,
    fullName: `${ERASED_FIRST_NAME} ${tag}`,
    email: `erased-${userId}-${tag}@erased.invalid`,
  };
}

/** The regular expression of a literal value (PostgreSQL's advanced syntax). */
const literalPattern = (value: string): string => value.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);
/** How a value is written inside a JSON string. */
const inJson = (value: string): string => JSON.stringify(value).slice(1, -1);

/**
 * The person's values that are distinctive enough to be replaced wherever they are written: email,
 * full name (either order), phone, address, picture path. The person's own row is rewritten apart.
 */
function distinctive(user: UserRow, pseudonym: Pseudonym): Substitution[] {
  const names = [`${user.firstName} ${user.lastName}`, `${user.lastName} ${user.firstName}`];
  const candidates: Substitution[] = [
    { value: user.email, by: pseudonym.email },
    ...names.map((value) => ({ value, by: pseudonym.fullName })),
    ...[user.phoneNumber, user.address, user.imagePath].map((value) => ({
      value: value ?? '',
      by: pseudonym.fullName,
    })),
  ];
  return candidates
    .map((s) => ({ ...s, value: s.value.trim() }))
    .filter((s) => s.value.length >= DISTINCTIVE_LENGTH)
    .sort((a, b) => b.value.length - a.value.length);
}

/**
 * Rows that speak of the person: those pointing at their account by id or email (a foreign key or a
 * link the schema does not declare: the trail, the outbox), and trail entries about their record
 * (`record_id` of a people resource).
 */
function linkedCondition(schema: SchemaMap, table: string, userId: number, email: string): string | undefined {
  const columns = schema.columns.get(table);
  const links = [...schema.foreignKeys, ...UNDECLARED_LINKS].filter(
    (l) => l.table === table && l.parent === 'users' && columns?.has(l.column),
  );
  const parts = links.flatMap((l) =>
    l.parentColumn === 'id'
      ? [`${ident(l.column)} = ${userId}`]
      : l.parentColumn === 'email'
        ? [`lower(${ident(l.column)}::text) = lower(${sqlText(email)})`]
        : [],
  );
  if (columns?.has('record_id') && columns.has('resource'))
    parts.push(`(record_id::text = '${userId}' and resource ~* '(employee|user|people|account|person)')`);
  return parts.length ? `(${parts.join(' or ')})` : undefined;
}

/** A name as a whole word (not inside a longer word). */
const wordPattern = (value: string): string => `(?<![[:alnum:]_])${literalPattern(value)}(?![[:alnum:]_])`;

/** SQL that rewrites one column with every substitution (case-insensitive). */
function rewritten(column: string, json: boolean, substitutions: Substitution[]): string {
  let expression = json ? `${ident(column)}::text` : ident(column);
  for (const s of substitutions) {
    const value = json ? inJson(s.value) : s.value;
    expression = `regexp_replace(${expression}, ${sqlText(literalPattern(value))}, ${sqlText(json ? inJson(s.by) : s.by)}, 'gi')`;
  }
  return json ? `(${expression})::jsonb` : expression;
}

/**
 * Erases a person: their name, email, phone, address and picture are replaced by a pseudonym in
 * their account and in every text or JSON column of every table (found in the catalogue at the
 * time, so columns added later are covered), their sessions, tokens and picture are deleted, and
 * they can no longer sign in. Their row stays, so the structure, costs, workbooks and audit trail
 * keep pointing at it, under the pseudonym.
 */
export async function erasePerson(db: Db, user: UserRow): Promise<Pseudonym> {
  const pseudonym = pseudonymFor(user.id);
  const schema = await readSchema(db);
  const everywhere = distinctive(user, pseudonym);
  // A first or last name alone is replaced only where a row is about the person, as a word.
  const wholeNames: Substitution[] = [
    { value: user.firstName, by: pseudonym.firstName },
    { value: user.lastName, by: pseudonym.lastName },
  ].filter((s) => s.value.trim().length > 0);

  const columns = schema.textColumns.filter((c) => c.table !== 'users');
  // First everywhere: the values that are the person's alone (their email becomes the pseudonymous one).
  for (const { table, column, json } of columns) {
    const scope = schema.columns.get(table)?.has('organization_id')
      ? ` and (organization_id = ${Number(user.organizationId)} or organization_id is null)`
      : '';
    const target = json ? `${ident(column)}::text` : ident(column);
    const found = everywhere.map((s) => `${target} ~* ${sqlText(literalPattern(json ? inJson(s.value) : s.value))}`);
    if (found.length)
      await db.execute(
        sql.raw(
          `update ${ident(table)} set ${ident(column)} = ${rewritten(column, json, everywhere)} where (${found.join(' or ')})${scope}`,
        ),
      );
  }

  // Then where rows speak of the person (found by their email too, now the pseudonymous one): their
  // first and last names as words, in mails to them and in the trail's values before and after.
  for (const { table, column, json } of columns) {
    const linked = linkedCondition(schema, table, user.id, pseudonym.email);
    if (!linked) continue;
    const target = json ? `${ident(column)}::text` : ident(column);
    for (const s of wholeNames) {
      const pattern = sqlText(wordPattern(json ? inJson(s.value) : s.value));
      const replaced = `regexp_replace(${target}, ${pattern}, ${sqlText(json ? inJson(s.by) : s.by)}, 'gi')`;
      await db.execute(
        sql.raw(
          `update ${ident(table)} set ${ident(column)} = ${json ? `(${replaced})::jsonb` : replaced} where ${linked} and ${target} ~* ${pattern}`,
        ),
      );
    }
  }
  // What lives and dies with the account (picture, sessions, password links) goes now.
  for (const key of schema.foreignKeys.filter((k) => k.parent === 'users' && k.onDelete === 'cascade'))
    await db.execute(sql.raw(`delete from ${ident(key.table)} where ${ident(key.column)} = ${user.id}`));

  await db
    .update(users)
    .set({
      firstName: pseudonym.firstName,
      lastName: pseudonym.lastName,
      email: pseudonym.email,
      // No one knows this password: the account cannot be signed into, even by its new address.
      passwordHash: await hashPassword(randomBytes(32).toString('base64')),
      phoneNumber: null,
      country: null,
      city: null,
      address: null,
      dateOfBirth: null,
      imagePath: null,
      isActive: false,
      deactivatedAt: sql`coalesce(${users.deactivatedAt}, now())`,
    })
    .where(eq(users.id, user.id));
  return pseudonym;
}

/** Every table and column that still holds `value` (the erasure's own check, and the tests'). */
export async function whereWritten(db: Db, value: string): Promise<string[]> {
  const schema = await readSchema(db);
  const found: string[] = [];
  for (const { table, column, json } of schema.textColumns) {
    const target = json ? `${ident(column)}::text` : ident(column);
    const pattern = json ? inJson(value) : value;
    const [row] = await rowsOf(
      db,
      sql.raw(
        `select count(*)::int as n from ${ident(table)} where strpos(lower(${target}), lower(${sqlText(pattern)})) > 0`,
      ),
    );
    if (Number(row?.n)) found.push(`${table}.${column}`);
  }
  return found;
}
