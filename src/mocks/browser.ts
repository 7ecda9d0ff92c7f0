import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';

export async function startMockWorker(): Promise<void> {
  await setupWorker(...createHandlers()).start({ onUnhandledRequest: 'bypass' });
}
