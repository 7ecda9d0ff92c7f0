/** Statements that never change a table's rows (not `explain`: `explain analyze` runs its statement). */
const READING = /^\s*(?:select|begin|start\s+transaction|commit|end|rollback|savepoint|release|show)\b/i;
/** A statement that writes one named table: Drizzle's insert, update and delete. */
const WRITING_ONE = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?[\s(]/i;
/** Statements that may add a trigger or a foreign key, after which what a write reaches is learnt again. */
const DEFINING = /^\s*(?:create|alter|drop)\b/i;

/** Asks the database itself; not counted (it only reads the catalogue). */
export type CatalogueQuery = (sql: string) => Promise<Array<Record<string, unknown>>>;

const CASCADES = `select child.relname as "from", parent.relname as "to"
  from pg_constraint k
  join pg_class child on child.oid = k.conrelid
  join pg_class parent on parent.oid = k.confrelid
  where k.contype = 'f' and (k.confdeltype in ('c', 'n', 'd') or k.confupdtype in ('c', 'n', 'd'))`;
/** The triggers that only announce a write (migration 0020) write nothing themselves. */
const NOTIFYING_TRIGGER = `t.tgname like 'tawazun\\_notify\\_%'`;
const TRIGGERED = `select distinct c.relname as "table"
  from pg_trigger t join pg_class c on c.oid = t.tgrelid
  where not t.tgisinternal and not ${NOTIFYING_TRIGGER}`;
const NOTIFYING = `select distinct c.relname as "table"
  from pg_trigger t join pg_class c on c.oid = t.tgrelid
  where ${NOTIFYING_TRIGGER}`;

/**
 * What the one process that owns a PGlite database wrote, table by table: what it read from
 * tables nobody wrote since is still true (a kept answer's key). A write reaches its own table and
 * the tables its foreign keys cascade into (a deleted organisation deletes its people); a table
 * with a trigger of its own, a statement of another shape, or any write before the catalogue is
 * learnt counts as a write of every table.
 */
export class WriteCounts {
  private everything = 0;
  private any = 0;
  private readonly perTable = new Map<string, number>();
  private reach = new Map<string, string[]>();
  /** Tables with triggers; null while not known (every write then counts as a write of everything). */
  private triggered: Set<string> | null = null;
  /** Tables whose writes the database announces to every instance (NotifiedWrites). */
  notifying: ReadonlySet<string> = new Set();

  /** Called with every statement the process runs. */
  count(statement: string): void {
    if (READING.test(statement)) return;
    this.any++;
    const table = WRITING_ONE.exec(statement)?.[1]?.toLowerCase();
    if (table === undefined || this.triggered === null || this.triggered.has(table)) {
      this.everything++;
      if (DEFINING.test(statement)) this.triggered = null;
      return;
    }
    for (const reached of this.reach.get(table) ?? [table]) {
      this.perTable.set(reached, (this.perTable.get(reached) ?? 0) + 1);
    }
  }

  /** Another process wrote `table` (PostgreSQL told us). */
  written(table: string): void {
    this.any++;
    this.perTable.set(table, (this.perTable.get(table) ?? 0) + 1);
  }

  /** Anything may have been written unseen (a lost notification channel): every kept answer is old. */
  forgetAll(): void {
    this.any++;
    this.everything++;
  }

  /** The writing statements counted for each table named by one (and the tables they cascade into). */
  tableWrites(): ReadonlyMap<string, number> {
    return this.perTable;
  }

  /** Moves whenever one of `tables` may have been written; without tables, at every write. */
  generation(tables?: readonly string[]): number {
    if (!tables) return this.any;
    let generation = this.everything;
    for (const table of tables) generation += this.perTable.get(table) ?? 0;
    return generation;
  }

  /** Reads from the catalogue which tables have triggers and where foreign keys cascade. */
  async learn(query: CatalogueQuery): Promise<void> {
    const cascades = (await query(CASCADES)) as Array<{ from: string; to: string }>;
    const triggered = (await query(TRIGGERED)) as Array<{ table: string }>;
    const notifying = (await query(NOTIFYING)) as Array<{ table: string }>;
    const children = new Map<string, string[]>();
    for (const { from, to } of cascades) children.set(to, [...(children.get(to) ?? []), from]);
    const reach = new Map<string, string[]>();
    for (const parent of children.keys()) {
      const reached = new Set([parent]);
      const pending = [parent];
      for (let table = pending.pop(); table !== undefined; table = pending.pop()) {
        for (const child of children.get(table) ?? []) {
          if (reached.has(child)) continue;
          reached.add(child);
          pending.push(child);
        }
      }
      reach.set(parent, [...reached]);
    }
    this.reach = reach;
    const withTriggers = new Set(triggered.map((row) => row.table));
    // A write that cascades into a table with a trigger may reach anything too.
    for (const [parent, reached] of reach) if (reached.some((t) => withTriggers.has(t))) withTriggers.add(parent);
    this.triggered = withTriggers;
    this.notifying = new Set(notifying.map((row) => row.table));
  }
}
