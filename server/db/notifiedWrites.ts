import type { Client, ClientConfig, Notification } from 'pg';
import type { WriteCounts } from './writeCounts';

/** The channel migration 0020's triggers announce written tables on. */
export const WRITTEN_CHANNEL = 'tawazun_written';
/** How long to wait before listening again after the channel was lost, growing up to the last. */
const RETRY_MS = [250, 1000, 5000, 30_000];
/**
 * What is kept is forgotten this often even when nothing is announced. A channel can go quiet
 * without closing: a network cut that sends no reset, or a connection pooler in transaction mode
 * between the server and the database, which takes LISTEN and never delivers a notification.
 * A revoked session or a changed role then shows within this time instead of never.
 */
export const KEPT_AT_MOST_MS = 5000;

type ClientClass = new (config: ClientConfig) => Client;

/**
 * PostgreSQL's half of the write counts: one connection listens on the channel where the
 * database names every table written (by this instance, another one, or anyone in SQL) once the
 * write commits. While it listens, answers read from announced tables stay true until their
 * count moves, as on PGlite. While it does not (not yet connected, the server restarted, the
 * network cut), nothing is kept: `generation` answers undefined and every read goes to the
 * database. Whatever was kept before a loss is forgotten, as notifications may have been missed,
 * and in any case after KEPT_AT_MOST_MS.
 */
export class NotifiedWrites {
  private client: Client | null = null;
  private listening = false;
  private closed = false;
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;
  private readonly forgetting: NodeJS.Timeout;

  constructor(
    private readonly counts: WriteCounts,
    private readonly connect: () => Client,
    keptAtMostMs = KEPT_AT_MOST_MS,
  ) {
    this.forgetting = setInterval(() => counts.forgetAll(), keptAtMostMs);
    this.forgetting.unref();
  }

  static forUrl(counts: WriteCounts, Pg: ClientClass, connectionString: string): NotifiedWrites {
    // A server that does not answer holds up the start 5 s at most; reads go to the database until
    // listening, tried again in the background, succeeds.
    const config = { connectionString, application_name: 'tawazun-notifications', connectionTimeoutMillis: 5000 };
    return new NotifiedWrites(counts, () => new Pg({ ...config, keepAlive: true }));
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** Moves whenever one of `tables` may have been written; undefined when that cannot be known. */
  generation(tables?: readonly string[]): number | undefined {
    if (!this.listening || !tables?.length) return undefined;
    for (const table of tables) if (!this.counts.notifying.has(table)) return undefined;
    return this.counts.generation(tables);
  }

  /** Connects and listens; a failure is retried in the background, so the server starts anyway. */
  async start(): Promise<void> {
    const client = this.connect();
    this.client = client;
    const lost = () => this.lose(client);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message: Notification) => {
      if (message.channel === WRITTEN_CHANNEL && message.payload) this.counts.written(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${WRITTEN_CHANNEL}`);
    } catch {
      lost();
      return;
    }
    if (this.client !== client || this.closed) return;
    // Written while no one listened: what was kept then is forgotten.
    this.counts.forgetAll();
    this.failures = 0;
    this.listening = true;
  }

  private lose(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.counts.forgetAll();
    client.end().catch(() => undefined);
    if (this.closed) return;
    const wait = RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)];
    this.retry = setTimeout(() => void this.start(), wait);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearInterval(this.forgetting);
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
