import { Worker } from 'node:worker_threads';
import type { ImportTable, TableColumns } from './tableCollector';
import { WorkbookRejected } from './limits';
import { readUpload, type ReadJob } from './readJobs';
import type { ReadWorkbook } from './readWorkbook';

/** A workbook that takes longer than this to read is given up (the worker is replaced). */
const READ_TIMEOUT_MS = 120_000;
/** The reader thread's own heap: a workbook that needs more ends that thread, never the server. */
const WORKER_HEAP_MB = 768;

type Answer = {
  id: number;
  result?: ReadWorkbook | ImportTable;
  rejected?: { status: 413 | 422; key: string; params: Record<string, string | number> };
  failure?: string;
};
interface Job {
  id: number;
  data: Buffer;
  job: ReadJob;
  /** The caller keeps no use for the bytes: they may go to the reader without a copy. */
  handOver: boolean;
  resolve: (value: ReadWorkbook | ImportTable) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads uploads (estimation workbooks, import files) on one worker thread, one after another. The
 * request thread stays free to answer other users while a large file is read; the reader's small
 * heap collects garbage cheaply (the request thread's holds the database); and uploads arriving
 * together are read in turn, so their memory never adds up.
 */
class ReaderPool {
  private worker?: Worker;
  private readonly queue: Job[] = [];
  private current?: Job & { timer: NodeJS.Timeout };
  private nextId = 1;
  /** False once a worker could not be started here (the reading then happens in-process). */
  private usable = true;

  /** An estimation workbook, read and checked. */
  read(data: Buffer): Promise<ReadWorkbook> {
    // The estimation keeps the uploaded bytes (the original file): the reader gets a copy.
    return this.run(data, { kind: 'estimation' }, false) as Promise<ReadWorkbook>;
  }

  /** The table of an import file (.xlsx or CSV) in the kind's columns; the bytes are handed over, unusable after. */
  readImport(data: Buffer, columns: TableColumns): Promise<ImportTable> {
    return this.run(data, { kind: 'import', columns }, true) as Promise<ImportTable>;
  }

  private run(data: Buffer, job: ReadJob, handOver: boolean): Promise<ReadWorkbook | ImportTable> {
    if (!this.usable) return readUpload(data, job);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, data, job, handOver, resolve, reject });
      this.pump();
    });
  }

  private start(): Worker {
    // Beside this code: server/estimation/readWorker.mjs (TypeScript through tsx) or, in the built
    // server, dist-server/readWorker.mjs (built from readWorker.ts).
    const worker = new Worker(new URL('./readWorker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    worker.on('message', (answer: Answer) => this.settle(answer));
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = undefined;
      this.fail(error);
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      this.fail(new Error('workbook reader stopped'));
    });
    return worker;
  }

  private pump(): void {
    if (this.current || this.queue.length === 0) return;
    const job = this.queue.shift() as Job;
    let worker: Worker;
    try {
      worker = this.worker ??= this.start();
    } catch {
      this.usable = false;
      readUpload(job.data, job.job).then(job.resolve, job.reject);
      return;
    }
    const timer = setTimeout(() => void worker.terminate(), READ_TIMEOUT_MS);
    this.current = { ...job, timer };
    // Referenced while it works for someone; an idle reader never keeps the process alive.
    worker.ref();
    // Bytes filling a block of their own go over as they are when the caller hands them over
    // (an upload of 10 MB is not held twice); else a copy, handed over rather than copied again.
    const whole = job.data.byteOffset === 0 && job.data.byteLength === job.data.buffer.byteLength;
    const data = job.handOver && whole ? (job.data.buffer as ArrayBuffer) : new Uint8Array(job.data).buffer;
    worker.postMessage({ id: job.id, data, job: job.job }, [data]);
  }

  private finish(): Job | undefined {
    const job = this.current;
    if (job) clearTimeout(job.timer);
    this.current = undefined;
    this.worker?.unref();
    return job;
  }

  private settle(answer: Answer): void {
    if (answer.id !== this.current?.id) return;
    const job = this.finish() as Job;
    if (answer.result) job.resolve(answer.result);
    else if (answer.rejected)
      job.reject(new WorkbookRejected(answer.rejected.status, answer.rejected.key, answer.rejected.params));
    else job.reject(new Error(answer.failure ?? 'workbook reader failed'));
    this.pump();
  }

  /** The reader died (out of its heap, timed out): the file in hand is refused as unreadable. */
  private fail(error: unknown): void {
    const job = this.finish();
    if (job)
      job.reject(
        error instanceof Error && /heap|memory/i.test(error.message)
          ? new WorkbookRejected(413, 'upload.expandsTooMuch', { max: 256 })
          : new WorkbookRejected(422, 'upload.unreadable'),
      );
    this.pump();
  }
}

export const readerPool = new ReaderPool();
