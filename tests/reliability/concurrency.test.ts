import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, launchServer, type ServerProcess } from '../../tools/harness/serverProcess';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../tools/harness/postgres';

const pgAvailable = await postgresReachable();
const STALE = 'This record was changed by someone else since you opened it; reload to see the change.';
const STALE_AR = 'عدّل شخص آخر هذا السجل منذ أن فتحته؛ أعد تحميل الصفحة لترى التعديل.';

interface Department {
  id: number;
  name: string;
  description: string | null;
  version?: number;
}

interface Answer {
  status: number;
  etag: string | null;
  body: { isSuccess?: boolean; alertMessage?: string; data?: Department } & Partial<Department>;
}

/**
 * Two people edit one department at once over real HTTP, one renaming it and the other changing
 * its description, each saving the whole record it read. With the version it read, the second
 * save is refused (409, in the caller's language) instead of undoing the rename; without one (the
 * documented client never sends it) the last save wins as it always did. PostgreSQL runs the two
 * saves truly at once; PGlite one after the other: the outcome must be the same.
 */
function concurrentEdits(database: () => { dataDir?: string; databaseUrl?: string }) {
  let server: ServerProcess;
  let first: Record<string, string>;
  let second: Record<string, string>;
  let round = 0;

  const call = async (
    method: string,
    url: string,
    headers: Record<string, string>,
    json?: unknown,
  ): Promise<Answer> => {
    const res = await fetch(server.url + url, {
      method,
      headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as Answer['body'] };
  };
  const session = async () => {
    const res = await call(
      'POST',
      '/api/AuthenticationAPI/login',
      {},
      { username: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
    );
    expect(res.status).toBe(200);
    return { authorization: `Bearer ${(res.body as unknown as { accessToken: string }).accessToken}` };
  };
  const read = (headers: Record<string, string>, id: number) =>
    call('GET', `/api/DepartmentAPI/GetById/${id}`, headers);
  const save = (headers: Record<string, string>, record: Department) =>
    call('POST', '/api/DepartmentAPI/AddEdit', headers, record);
  const department = async () => {
    const res = await save(first, { id: 0, name: `Concurrent ${++round} ${Date.now()}`, description: 'Before' });
    expect(res.status).toBe(200);
    return res.body.data as Department;
  };
  /** Both people open the department: each holds the record as its GetById answered it. */
  const bothRead = async (id: number) => {
    const [a, b] = await Promise.all([read(first, id), read(second, id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.etag).toBe(`"${a.body.version}"`);
    return [a.body as Department, b.body as Department] as const;
  };

  beforeAll(async () => {
    server = await launchServer(database());
    [first, second] = [await session(), await session()];
  });
  afterAll(() => server?.stop());

  it('refuses the second of two saves of one version (409, the rename kept), every time, when both are sent at once', async () => {
    for (let i = 0; i < 8; i++) {
      const { id } = await department();
      const [mine, theirs] = await bothRead(id);
      const renamed = `${mine.name} renamed`;
      const [rename, redescribe] = await Promise.all([
        save(first, { ...mine, name: renamed }),
        save(second, { ...theirs, description: 'After' }),
      ]);
      expect([rename.status, redescribe.status].sort()).toEqual([200, 409]);
      const loser = rename.status === 409 ? rename : redescribe;
      expect(loser.body).toMatchObject({ isSuccess: false, alertMessage: STALE });
      const stored = (await read(first, id)).body;
      // Exactly the winner's change, never a mixture and never the loser's stale copy.
      expect(stored).toMatchObject(
        rename.status === 200 ? { name: renamed, description: 'Before' } : { name: mine.name, description: 'After' },
      );
      expect(stored.version).toBe((mine.version as number) + 1);
    }
  });

  it('answers the refusal in Arabic to an Arabic caller, and If-Match with an old ETag is refused the same way', async () => {
    const { id } = await department();
    const [mine, theirs] = await bothRead(id);
    const etag = `"${theirs.version}"`;
    expect((await save(first, { ...mine, name: `${mine.name} renamed` })).status).toBe(200);
    const arabic = await save({ ...second, 'accept-language': 'ar' }, { ...theirs, description: 'After' });
    expect(arabic.status).toBe(409);
    expect(arabic.body.alertMessage).toBe(STALE_AR);
    const { version: _read, ...withoutVersion } = theirs;
    const ifMatch = await save({ ...second, 'if-match': etag }, { ...withoutVersion, description: 'After' });
    expect(ifMatch.status).toBe(409);
    expect((await read(first, id)).body).toMatchObject({ name: `${mine.name} renamed`, description: 'Before' });
  });

  it('keeps last-writer-wins for saves without a version, as the documented client sends them', async () => {
    const { id } = await department();
    const [mine, theirs] = await bothRead(id);
    const strip = ({ version: _read, ...rest }: Department) => rest;
    expect((await save(first, { ...strip(mine), name: `${mine.name} renamed` })).status).toBe(200);
    const redescribe = await save(second, { ...strip(theirs), description: 'After' });
    expect(redescribe.status).toBe(200);
    // The rename is gone: what the documented client has always done, and still may.
    expect((await read(first, id)).body).toMatchObject({ name: mine.name, description: 'After' });
  });
}

describe('concurrent edits of one record on PGlite', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-concurrency-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  concurrentEdits(() => ({ dataDir }));
});

describe.skipIf(!pgAvailable)('concurrent edits of one record on PostgreSQL', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await scratchDatabase('tawazun_concurrency');
  });
  afterAll(() => database?.drop());
  concurrentEdits(() => ({ databaseUrl: database.url }));
});
