import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { contactHandlers } from './contact';

export async function startMockWorker(): Promise<void> {
  await setupWorker(...createHandlers(), ...contactHandlers()).start({ onUnhandledRequest: 'bypass' });
}
