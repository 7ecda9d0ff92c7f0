import { parentPort } from 'node:worker_threads';
import { WorkbookRejected } from './limits';
import { readUpload, type ReadJob } from './readJobs';

/**
 * The worker thread that reads uploads (see readerPool): one at a time, each answer naming its
 * job. A refusal travels as its status and key; anything else as a plain failure.
 */
parentPort?.on('message', async ({ id, data, job }: { id: number; data: ArrayBuffer; job: ReadJob }) => {
  try {
    const result = await readUpload(Buffer.from(data), job);
    // An estimation sheet's JSON (megabytes, in a block of its own) is handed over, not copied.
    const json = 'sheetJson' in result ? result.sheetJson : undefined;
    parentPort?.postMessage({ id, result }, json ? [json.buffer as ArrayBuffer] : []);
  } catch (error) {
    const rejected =
      error instanceof WorkbookRejected ? { status: error.status, key: error.key, params: error.params } : undefined;
    parentPort?.postMessage({ id, rejected, failure: rejected ? undefined : String(error) });
  }
});
