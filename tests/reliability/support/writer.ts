import { DEMO_LOGIN } from '../../../tools/harness/serverProcess';

/** What the test knows about one department it wrote: its last acknowledged name, or null once deleted. */
export interface Expected {
  name: string | null;
  /** A request about it was in flight when the server died: either outcome is acceptable. */
  uncertain: boolean;
}

export async function signIn(
  url: string,
  email = DEMO_LOGIN.email,
  password = DEMO_LOGIN.password,
): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/AuthenticationAPI/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
}

/**
 * Writers that create, rename and delete departments as fast as the server acknowledges, and
 * remember exactly what was acknowledged. They stop at the first failed request (the server died).
 */
export class AcknowledgedWrites {
  readonly expected = new Map<number, Expected>();
  private serial = 0;

  constructor(private readonly prefix: string) {}

  async run(url: string, headers: Record<string, string>, writers: number): Promise<void> {
    await Promise.all(Array.from({ length: writers }, (_, w) => this.writer(url, headers, w)));
  }

  private async writer(url: string, headers: Record<string, string>, w: number): Promise<void> {
    const mine: number[] = [];
    for (;;) {
      const roll = Math.random();
      const target = mine.length > 2 && roll < 0.3 ? mine[Math.floor(Math.random() * mine.length)] : undefined;
      const name = `${this.prefix}-${w}-${this.serial++}`;
      const entry = target === undefined ? undefined : this.expected.get(target);
      if (entry) entry.uncertain = true;
      try {
        if (target !== undefined && entry && roll < 0.15) {
          const res = await fetch(`${url}/api/DepartmentAPI/Delete/${target}`, {
            method: 'DELETE',
            headers: { authorization: headers.authorization },
          });
          if (res.status !== 200) throw new Error(`delete answered ${res.status}: ${await res.text()}`);
          entry.name = null;
          mine.splice(mine.indexOf(target), 1);
        } else {
          const res = await fetch(`${url}/api/DepartmentAPI/AddEdit`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ id: target ?? 0, name, description: 'crash test' }),
          });
          if (res.status !== 200) throw new Error(`save answered ${res.status}: ${await res.text()}`);
          const { data } = (await res.json()) as { data: { id: number; name: string } };
          this.expected.set(data.id, { name: data.name, uncertain: false });
          if (target === undefined) mine.push(data.id);
        }
        if (entry) entry.uncertain = false;
      } catch (error) {
        // A refused write while the server was alive is a failure of its own; a dead server ends the run.
        if (error instanceof Error && /answered/.test(error.message)) throw error;
        return;
      }
    }
  }

  /** Acknowledged writes missing from the department list: [id, expected name, found name]. */
  async missing(url: string, headers: Record<string, string>): Promise<Array<[number, string | null, string | null]>> {
    const res = await fetch(`${url}/api/DepartmentAPI/GetAll`, { headers: { authorization: headers.authorization } });
    if (!res.ok) throw new Error(`list answered ${res.status}`);
    const found = new Map(((await res.json()) as Array<{ id: number; name: string }>).map((d) => [d.id, d.name]));
    const wrong: Array<[number, string | null, string | null]> = [];
    for (const [id, entry] of this.expected) {
      const actual = found.get(id) ?? null;
      if (entry.uncertain) {
        // Settle it now: whatever the database kept is the truth from here on.
        entry.name = actual;
        entry.uncertain = false;
      } else if (actual !== entry.name) {
        wrong.push([id, entry.name, actual]);
      }
    }
    return wrong;
  }

  get acknowledged(): number {
    return this.expected.size;
  }
}
