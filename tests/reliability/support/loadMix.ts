import type { Member, Organisation } from './organisations';

/** The departments one organisation wrote during the run, as acknowledged. */
export class OrganisationLedger {
  /** Acknowledged and not deleted: id -> name. Ids out on loan are in use by one request. */
  readonly live = new Map<number, string>();
  private readonly onLoan = new Set<number>();
  created = 0;
  deleted = 0;

  constructor(
    readonly organisation: Organisation,
    /** Names the organisation had before the run. */
    readonly baseline: Map<number, string>,
  ) {}

  /** An id no other request is using, taken out until `giveBack`. */
  borrow(): number | undefined {
    const free = [...this.live.keys()].filter((id) => !this.onLoan.has(id));
    const id = free[Math.floor(Math.random() * free.length)];
    if (id !== undefined) this.onLoan.add(id);
    return id;
  }

  giveBack(id: number): void {
    this.onLoan.delete(id);
  }

  /** Any acknowledged id, for another organisation to try to read. */
  anyId(): number | undefined {
    const ids = [...this.live.keys()];
    return ids[Math.floor(Math.random() * ids.length)];
  }

  /** A name this organisation may show: its own writes, or what it had before. */
  owns(id: number, name: string): boolean {
    return name.startsWith(`${this.organisation.tag}-`) || this.baseline.get(id) === name;
  }

  get members(): Member[] {
    return [this.organisation.owner, ...this.organisation.employees];
  }
}

export interface LoadFigures {
  requests: number;
  errors: string[];
  serverErrors: number;
  unexpected: string[];
  crossings: string[];
  latencies: number[];
}

type Ledgers = [OrganisationLedger, OrganisationLedger];

interface Answer {
  status: number;
  json<T>(): T;
}

/** One request, its body read in full (so the connection is reused), timed and counted. */
async function timed(figures: LoadFigures, url: string, init: RequestInit): Promise<Answer | undefined> {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    figures.latencies.push(performance.now() - started);
    figures.requests++;
    if (res.status >= 500) figures.serverErrors++;
    return { status: res.status, json: <T>() => JSON.parse(body) as T };
  } catch (error) {
    figures.errors.push(`${init.method ?? 'GET'} ${url}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** One client: picks an organisation member and an action, again and again until the deadline. */
export async function client(
  base: string,
  ledgers: Ledgers,
  index: number,
  deadline: number,
  figures: LoadFigures,
): Promise<void> {
  const mine = ledgers[index % 2];
  const theirs = ledgers[(index + 1) % 2];
  const member = mine.members[Math.floor(index / 2) % mine.members.length];
  const auth = { authorization: member.headers.authorization };
  const json = { ...auth, 'content-type': 'application/json' };
  const expect = (what: string, res: Answer | undefined, status: number) => {
    if (res && res.status !== status) figures.unexpected.push(`${what}: ${res.status}`);
    return res?.status === status;
  };
  let serial = 0;
  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.45) {
      const page = 1 + Math.floor(Math.random() * 3);
      const search = Math.random() < 0.3 ? `&q=${mine.organisation.tag}-` : '';
      const res = await timed(
        figures,
        `${base}/api/DepartmentAPI/GetAll?_page=${page}&_perPage=25&_sort=name&_order=ASC${search}`,
        { headers: auth },
      );
      if (expect('list', res, 200) && res) {
        for (const d of res.json<Array<{ id: number; name: string }>>()) {
          if (!mine.owns(d.id, d.name)) figures.crossings.push(`${mine.organisation.tag} saw ${d.id} ${d.name}`);
        }
      }
    } else if (roll < 0.55) {
      const id = mine.borrow();
      if (id === undefined) continue;
      const res = await timed(figures, `${base}/api/DepartmentAPI/GetById/${id}`, { headers: auth });
      if (expect('read own', res, 200) && res) {
        const d = res.json<{ name: string }>();
        if (d.name !== mine.live.get(id))
          figures.unexpected.push(`read own ${id}: ${d.name} instead of ${mine.live.get(id)}`);
      }
      mine.giveBack(id);
    } else if (roll < 0.6) {
      const id = theirs.anyId();
      if (id === undefined) continue;
      const res = await timed(figures, `${base}/api/DepartmentAPI/GetById/${id}`, { headers: auth });
      if (res && res.status !== 404)
        figures.crossings.push(`${mine.organisation.tag} read ${theirs.organisation.tag}'s ${id}: ${res.status}`);
    } else if (roll < 0.8) {
      const name = `${mine.organisation.tag}-${index}-${serial++}`;
      const res = await timed(figures, `${base}/api/DepartmentAPI/AddEdit`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name }),
      });
      if (expect('create', res, 200) && res) {
        const { data } = res.json<{ data: { id: number } }>();
        mine.live.set(data.id, name);
        mine.created++;
      }
    } else if (roll < 0.9) {
      const id = mine.borrow();
      if (id === undefined) continue;
      const name = `${mine.organisation.tag}-${index}-${serial++}-renamed`;
      const res = await timed(figures, `${base}/api/DepartmentAPI/AddEdit`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ id, name }),
      });
      if (expect('rename', res, 200)) mine.live.set(id, name);
      mine.giveBack(id);
    } else if (roll < 0.97) {
      const id = mine.borrow();
      if (id === undefined) continue;
      const res = await timed(figures, `${base}/api/DepartmentAPI/Delete/${id}`, { method: 'DELETE', headers: auth });
      if (expect('delete', res, 200)) {
        mine.live.delete(id);
        mine.deleted++;
      }
      mine.giveBack(id);
    } else {
      const res = await timed(
        figures,
        `${base}/api/AuthenticationAPI/GetAllEmployees?_page=1&_perPage=25&_sort=lastName`,
        { headers: auth },
      );
      expect('employees', res, 200);
    }
  }
}

export const percentile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
};
