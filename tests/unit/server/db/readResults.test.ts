import { describe, expect, it } from 'vitest';
import { messages, parse, types } from '@electric-sql/pglite';
import { readResults } from '../../../../server/db/readResults';

type Answer = Parameters<typeof parse.parseResults>[0];
type Defaults = Parameters<typeof parse.parseResults>[1];

/** A row description of (name, type id) columns, as PostgreSQL sends it. */
function described(columns: Array<[string, number]>) {
  const description = new messages.RowDescriptionMessage(0, columns.length);
  columns.forEach(([name, type], i) => (description.fields[i] = new messages.Field(name, 0, i, type, -1, -1, 0)));
  return description;
}
const row = (...fields: Array<string | null>) => new messages.DataRowMessage(0, fields);
const done = (tag: string) => new messages.CommandCompleteMessage(0, tag);

const staff: Answer = [
  described([
    ['id', types.INT4],
    ['name', types.TEXT],
    ['joined', types.TIMESTAMPTZ],
    ['total', types.INT8],
    ['active', types.BOOL],
    ['name', types.TEXT],
  ]),
  row('7', 'ليلى', '2026-11-26 08:00:00+00', '1001', 't', 'Layla'),
  row('8', null, null, '1001', 'f', null),
  done('SELECT 2'),
];

describe('readResults: PGlite’s answer, built faster', () => {
  const defaults = types.parsers as Defaults;

  it('gives what PGlite gives for rows as objects, nulls, numbers, dates and a repeated name', () => {
    expect(readResults(staff, defaults)).toEqual(parse.parseResults(staff, defaults));
    expect(readResults(staff, defaults, { rowMode: 'object' })[0].rows[0]).toEqual({
      id: 7,
      name: 'Layla',
      joined: new Date('2026-11-26T08:00:00Z'),
      total: 1001,
      active: true,
    });
  });

  it('gives rows as arrays, and a caller’s own parsers before the defaults', () => {
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (text: string) => `at ${text}` } };
    const ours = readResults(staff, defaults, options);
    expect(ours).toEqual(parse.parseResults(staff, defaults, options));
    expect(ours[0].rows[0]).toEqual([7, 'ليلى', 'at 2026-11-26 08:00:00+00', 1001, true, 'Layla']);
  });

  it('answers each statement of a run apart, with its command and counts', () => {
    const run: Answer = [done('SET'), described([['n', types.INT4]]), row('1'), done('SELECT 1'), done('UPDATE 3')];
    const ours = readResults(run, defaults);
    expect(ours).toEqual(parse.parseResults(run, defaults));
    expect(ours.map((r) => [r.rows.length, r.affectedRows])).toEqual([
      [0, 0],
      [1, 0],
      [0, 3],
    ]);
  });

  it('answers an empty run as PGlite does, and leaves a message it does not build to PGlite', () => {
    expect(readResults([], defaults)).toEqual(parse.parseResults([], defaults));
    const noticed: Answer = [new messages.NoticeMessage(0, 'counted'), ...staff];
    expect(readResults(noticed, defaults)).toEqual(parse.parseResults(noticed, defaults));
  });
});
