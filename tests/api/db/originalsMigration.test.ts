import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Database } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { describeApi } from '../../support/describeApi';
import { earlierRelease, rows } from '../../support/earlierRelease';

/** A database of an earlier release, on this project's kind of database, upgraded by today's migrations. */
describeApi('moving workbook originals to their own table', () => {
  const release = earlierRelease('tawazun_originals');
  let database: Database | undefined;

  it('keeps the file of every workbook stored before the move', async () => {
    database = await release.open('0017_demo_arabic_names');
    await database.db.execute(sql`insert into organizations (name) values ('Earlier Release')`);
    const data = Buffer.from('the bytes of an earlier upload').toString('base64');
    await database.db.execute(
      sql`insert into estimation_files (organization_id, category, fte_profile_id, fte, country, file_type, file_name, byte_size, file_base64, row_count, designations, sheet)
          select id, 'organization', 1, 1417, 'SaudiArabia', 'O', 'earlier.xlsx', 30, ${data}, 1, '[]'::jsonb, '' from organizations`,
    );
    await migrate(database);
    const moved = await rows(
      database,
      sql`select o.file_base64, o.organization_id = f.organization_id as same_organization from estimation_originals o join estimation_files f on f.id = o.file_id`,
    );
    expect(moved).toEqual([{ file_base64: data, same_organization: true }]);
  });
});
