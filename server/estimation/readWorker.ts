import { parentPort } from 'node:worker_threads';
import { WorkbookRejected } from './limits';
import { readWorkbook } from './readWorkbook';

/**
 * The worker thread that reads uploaded workbooks (see readerPool): one at a time, each answer
 * naming its job. A refusal travels as its status and key; anything else as a plain failure.
 */
parentPort?.on('message', async ({ id, data }: { id: number; data: ArrayBuffer }) => {
  try {
    const result = await readWorkbook(Buffer.from(data));
    // The sheet's JSON (megabytes, in a block of its own) is handed over, not copied.
    const transfer = result.sheetJson ? [result.sheetJson.buffer as ArrayBuffer] : [];
    parentPort?.postMessage({ id, result }, transfer);
  } catch (error) {
    const rejected =
      error instanceof WorkbookRejected ? { status: error.status, key: error.key, params: error.params } : undefined;
    parentPort?.postMessage({ id, rejected, failure: rejected ? undefined : String(error) });
  }
});
