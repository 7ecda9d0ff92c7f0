import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { contactHandlers } from './contact';

export async function startMockWorker(): Promise<void> {
  await setupWorker(...createHandlers(), ...contactHandlers()).start({
    // An API call without a handler is an error in the console (a browser test fails on it); the
    // app's own files pass through to Vite.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
}
